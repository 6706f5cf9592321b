import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { credentials, phoneLoginBody } from '@sahaya/contract/auth/schemas';
import { loginPassword, phone } from '@sahaya/contract/fields';

/** The sign-in forms' rules, in a module of their own so the page can load them (and zod) later. */
export const credentialsResolver = zodResolver(credentials);

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
