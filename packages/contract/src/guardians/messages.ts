/**
 * What the consent of a parent or lawful guardian says (DPDP Act 2023 s. 9; Rules 2025, Rules 10
 * and 11): the refusals and answers of its calls, by code (guardians/codes.ts, success-codes.ts).
 */
export const guardianMessages = {
  /** A person under 18 signs up, or is registered, only with a parent or guardian who agrees. */
  under18: () => 'A person under 18 can join only if a parent or guardian agrees. Please add your parent or guardian below.',
  /** The guardian has not given the code back yet: the account waits. */
  pending: () => 'Your parent or guardian has not confirmed yet. Enter the code we sent them, then log in.',
  /** A child cannot be their own guardian: the code must reach someone else. */
  contactOwn: () => "Please give your parent or guardian's own mobile number or e-mail address, not your own.",
  /** Sign-up with a guardian: the code went to them. */
  registered: () => 'Registration successful! We have sent a code to your parent or guardian. Ask them for it and enter it here.',
  codeResent: () => 'We have sent a new code to your parent or guardian.',
  confirmed: () => 'Your parent or guardian has agreed. You can now log in.',
  /** The form's rule for the guardian's contact. */
  contactRequired: () => "Please enter your parent or guardian's mobile number or e-mail address.",
  relationRequired: () => 'Please say how they are related to you, for example mother, father or guardian.',
} as const;
