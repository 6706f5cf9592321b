/** Every user-facing text of the spec that both server and web need, verbatim. */

export const validation = {
  nameRequired: () => 'Name is required!',
  nameInvalid: () => 'Enter a valid name: 2 to 60 letters, in any script, with spaces, dots, hyphens or apostrophes; no digits or symbols.',
  ageRequired: () => 'Age is required!',
  ageInvalid: () => 'Enter a valid age!',
  genderRequired: () => 'Gender is required!',
  phoneRequired: () => 'Phone is required!',
  phoneInvalid: () => 'Enter a valid phone number!',
  emailRequired: () => 'Email is required!',
  emailInvalid: () => 'Enter a valid email!',
  passwordRequired: () => 'Password is required!',
  passwordMin: () => 'Password must be atleast 8 characters!',
  passwordPattern: () => 'Password must include atleast one letter, number and special character!',
  fnameRequired: () => 'First name is required!',
  lnameRequired: () => 'Last name is required!',
  fnameInvalid: () => 'Enter a valid first name: 2 to 60 letters, in any script, with spaces, dots, hyphens or apostrophes; no digits or symbols.',
  lnameInvalid: () => 'Enter a valid last name: 2 to 60 letters, in any script, with spaces, dots, hyphens or apostrophes; no digits or symbols.',
  required: (field: string) => `${field} is required!`,
  pincodeInvalid: () => 'Enter a valid pincode!',
  pincodeLength: () => 'Pincode must be 6 characters!',
  otpRequired: () => 'Please enter the Otp!',
  // Change password (profile).
  currentPasswordRequired: () => 'Current password required',
  newPasswordRequired: () => 'New password required',
  newPasswordMin: () => 'Password must be at least 8 characters',
  newPasswordPattern: () => 'Password must include a number and special character',
  confirmPasswordRequired: () => 'Confirm password required',
  passwordsDoNotMatch: () => 'Password do not match!',
  // Reset password page.
  resetPasswordRequired: () => 'Please enter the password',
  resetPasswordMin: () => 'Minimum 8 characters',
  resetPasswordPattern: () => 'Include numbers and a special characters!',
  resetConfirmRequired: () => 'Please confirm the password',
  resetPasswordsDoNotMatch: () => 'Passwords do not match!',
  invalidResetToken: () => 'Invalid or missing reset token',
} as const;

/** The password rules of fields.ts in words, shown before a person types a new password. */
export const passwordHints = {
  /** `password`: sign-up and the admin's Add User form. */
  password: () => 'At least 8 characters, with a letter, a number and a special character.',
  /** `resetPassword`: the reset page. */
  resetPassword: () => '8 to 16 characters: letters, numbers and !@#$%^&*, with at least one number and one special character.',
  /** `changePasswordBody`'s new password: Change Password on the profile. */
  newPassword: () => '8 to 64 characters, with at least one number and one of !@#$%^&*.',
} as const;

export const authMessages = {
  invalidCredentials: () => 'Invalid email or password!',
  blocked: () => 'Your access is blocked!',
  unexpectedLogin: () => 'An unexpected error occured!',
  unexpected: () => 'An unexpected error occurred',
  anError: () => 'An error occurred',
  googleFailed: () => 'Google login failed. Please try again.',
  googleNotConfigured: () => 'Google sign-in is not set up here',
  emailTaken: () => 'Email is already registered!',
  registrationFailed: () => 'Registration failed',
  registered: () => 'Registration successful! Please verify your email with the OTP we sent.',
  notVerified: () => 'Please verify your email before logging in.',
  roleMismatch: () => 'No account with this role exists for this email.',
  /**
   * The right password on the other tab of the shared login page: which tab this account signs in
   * on, by the tab's own words. Only said once the password is right, so it reveals nothing of an
   * e-mail to someone who does not know the password.
   */
  signInOnOtherTab: {
    user: () => 'This account is not a volunteer account: choose “Not a volunteer” to sign in.',
    volunteer: () => 'This is a volunteer account: choose “I am a volunteer” to sign in.',
  },
  badRequest: () => 'Bad request!',
  resetLinkSent: () => 'Reset link has sent to your email!',
  verified: () => 'Successfully verified your email, now you can login!',
  otpResent: () => 'A new OTP has sent to your email!',
  otpInvalid: () => 'Invalid OTP!',
  otpExpired: () => 'OTP has expired, please request a new one.',
  otpTooManyAttempts: () => 'Too many wrong attempts, please request a new OTP.',
  otpCooldown: (seconds: number) => `Please wait ${seconds} seconds before requesting a new OTP.`,
  passwordReset: () => 'Password reset successfully!',
  resetTokenInvalid: () => 'This reset link is invalid or has expired.',
  invalidCurrentPassword: () => 'Invalid current password!',
  loggedIn: () => 'Login successful!',
  loggedOut: () => 'Logged out',
  sessionExpired: () => 'Your session has expired, please log in again.',
  unauthorized: () => 'Unauthorized',
  forbidden: () => 'Forbidden Access',
  tooManyRequests: () => 'Too many attempts, please try again later.',
  networkError: () => 'Network Error',
} as const;

export const commonMessages = {
  validationFailed: () => 'Please fix the errors in the form before submitting.',
  notFound: () => 'Not found',
  pageNotFound: () => "Oops! The page you're looking for doesn't exist.",
  internalError: () => 'Something went wrong, please try again.',
  profileIncomplete: () => 'Please complete your profile to avail our full services.',
  /** A NUL character: no keyboard types it, and no text field may hold it. */
  nulCharacter: () => 'The text holds a character that is not allowed (NUL). Please remove it and try again.',
  /** A body nested deeper than any form makes: only a broken or hostile client sends one. */
  tooDeep: () => 'What was sent is nested too deeply to be read. Please reload the page and try again.',
  badMultipart: () => 'The upload arrived incomplete or malformed. Please choose the file again and resend.',
  /** A body sent as JSON that is empty or not JSON: only a broken client sends one. */
  malformedJson: () => 'The request could not be read. Please reload the page and try again.',
  payloadTooLarge: () => 'What was sent is too large.',
  unsupportedMediaType: () => 'What was sent is of a kind this address does not take.',
  /** The server is up but cannot reach its database for a moment: nothing was changed, and asking again soon works. */
  unavailable: () => 'Sahaya could not be reached just now, so this did not go through. Please try again in a moment.',
  /** Shown while the web app waits for the server to answer again; it keeps the session and what was typed. */
  reconnecting: () => 'Reconnecting… Your work is kept.',
  /** Shown once the server answers again after the notice above. */
  reconnected: () => 'Connected again.',
  /** Said under the spec's "Network Error" when a call got no answer at all: what happened and what to do, plainly. */
  noAnswer: () => 'Sahaya did not answer, so this did not go through. What you typed is kept: please try again in a moment.',
  /** An `Idempotency-Key` header no client of Sahaya makes: only a broken client sends one. */
  idempotencyKeyInvalid: () => 'The Idempotency-Key header must be 1 to 128 letters, digits or the signs - _ . :',
  /** A key sent again with another request than the one it was first sent with. */
  idempotencyKeyReused: () => 'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
  /** A repeat that came while the first request with its key was still being answered. */
  idempotencyKeyInProgress: () => 'The first request with this Idempotency-Key is still being answered. Please try again in a moment.',
} as const;
