import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { credentials, phoneLoginBody, type Credentials } from '@sahaya/contract/auth/schemas';
import { loginPassword, phone } from '@sahaya/contract/fields';

/**
 * The sign-in forms' rules, in a module of their own so the pages can load them (and zod) later.
 * The e-mail form's (hooks/use-credentials-form.ts): each field's first problem, by field.
 */
export function credentialsProblems(values: Credentials): Partial<Record<keyof Credentials, string>> {
  const problems: Partial<Record<keyof Credentials, string>> = {};
  for (const issue of credentials.safeParse(values).error?.issues ?? []) {
    const field = issue.path[0] as keyof Credentials;
    problems[field] ??= issue.message;
  }
  return problems;
}

const phoneCredentials = z.object({ phone, password: loginPassword });
export type PhoneCredentials = z.input<typeof phoneCredentials>;
/** A mobile number and its password. */
export const phoneCredentialsResolver = zodResolver(phoneCredentials);

const phoneCode = phoneLoginBody.pick({ phone: true, code: true });
export type PhoneCode = z.input<typeof phoneCode>;
/**
 * A mobile number and the code sent to it. Before the code is sent, the form asks this of the
 * number alone (react-hook-form's `trigger('phone')`).
 */
export const phoneCodeResolver = zodResolver(phoneCode);
