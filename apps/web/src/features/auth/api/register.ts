import { useMutation } from '@tanstack/react-query';
import { register as registerEndpoint } from '@sahaya/contract/auth/endpoints';
import type { RegisterBody } from '@sahaya/contract/auth/schemas';
import { call } from '../../../lib/api/api-client.ts';

export function register(body: RegisterBody) {
  return call(registerEndpoint, { body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
