/**
 * The contract's message groups every page may show (form rules, sign-in, the app's common
 * replies): their words come with the app. The rest come with the first page of a feature
 * beyond the public ones and sign-in (catalogs.ts), so a visitor's first page carries only these.
 */
export const coreGroupNames: readonly string[] = ['validation', 'passwordHints', 'authMessages', 'phoneAuthMessages', 'commonMessages'];

/** Which part of the contract's catalogue a key is in. */
export const contractPartOf = (key: string): 'core' | 'rest' => (coreGroupNames.includes(key.split('.')[0] ?? '') ? 'core' : 'rest');
