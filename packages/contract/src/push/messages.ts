/** What the calls that turn notifications on and off for a device answer. */
export const pushMessages = {
  subscribed: () => 'Notifications are on for this device.',
  unsubscribed: () => 'Notifications are off for this device.',
  subscriptionNotFound: () => 'This device does not get notifications from your account.',
  endpointInvalid: () => 'The push service address must be an https:// address the browser gave.',
  keyInvalid: () => 'The device’s notification keys are not valid.',
  endpointNotAllowed: () => 'This address is not a push service’s.',
  endpointTaken: () => 'This device gets another account’s notifications. Turn notifications off and on again in this browser.',
} as const;
