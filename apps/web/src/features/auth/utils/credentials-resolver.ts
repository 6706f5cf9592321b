import { zodResolver } from '@hookform/resolvers/zod';
import { credentials } from '@sahaya/contract/auth/schemas';

/** The sign-in form's rules, in a module of their own so the page can load them (and zod) later. */
export const credentialsResolver = zodResolver(credentials);
