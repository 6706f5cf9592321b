/**
 * What a call between a request's requester and its volunteer answers: the gateway (Exotel) rings
 * the caller, then the other party, from the organisation's number, so neither learns the other's.
 */
export const callMessages = {
  placed: () => 'Your phone will ring in a moment. Answer it, and we will connect you.',
  notConfigured: () => 'Calls through Sahaya are not set up. Use the chat instead.',
  /** The request is not one a call is for: nobody has accepted it yet, or it is over. */
  notOpen: () => 'You can call only while the request is accepted and not yet completed.',
  yourPhoneMissing: () => 'Add your phone number to your profile, so that we can ring you and connect the call.',
  theirPhoneMissing: () => 'The other person has no phone number on Sahaya. Use the chat instead.',
  failed: () => 'The call could not be placed just now. Please try again in a minute.',
} as const;
