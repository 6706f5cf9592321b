/** Every user-facing text of the spec that both server and web need, verbatim. */

export const validation = {
  nameRequired: 'Name is required!',
  nameInvalid: 'Enter a valid name!',
  ageRequired: 'Age is required!',
  ageInvalid: 'Enter a valid age!',
  genderRequired: 'Gender is required!',
  phoneRequired: 'Phone is required!',
  phoneInvalid: 'Enter a valid phone number!',
  emailRequired: 'Email is required!',
  emailInvalid: 'Enter a valid email!',
  passwordRequired: 'Password is required!',
  passwordMin: 'Password must be atleast 8 characters!',
  passwordPattern: 'Password must include atleast one letter, number and special character!',
  fnameRequired: 'First name is required!',
  lnameRequired: 'Last name is required!',
  fnameInvalid: 'Enter a valid first name!',
  lnameInvalid: 'Enter a valid last name!',
  required: (field: string) => `${field} is required!`,
  pincodeInvalid: 'Enter a valid pincode!',
  pincodeLength: 'Pincode must be 6 characters!',
  otpRequired: 'Please enter the Otp!',
  // Change password (profile).
  currentPasswordRequired: 'Current password required',
  newPasswordRequired: 'New password required',
  newPasswordMin: 'Password must be at least 8 characters',
  newPasswordPattern: 'Password must include a number and special character',
  confirmPasswordRequired: 'Confirm password required',
  passwordsDoNotMatch: 'Password do not match!',
  // Reset password page.
  resetPasswordRequired: 'Please enter the password',
  resetPasswordMin: 'Minimum 8 characters',
  resetPasswordPattern: 'Include numbers and a special characters!',
  resetConfirmRequired: 'Please confirm the password',
  resetPasswordsDoNotMatch: 'Passwords do not match!',
  invalidResetToken: 'Invalid or missing reset token',
  imageTooLarge: 'Image size should be less than 5MB',
  fileRequired: 'Please select a file to upload',
} as const;

export const authMessages = {
  invalidCredentials: 'Invalid email or password!',
  blocked: 'Your access is blocked!',
  unexpectedLogin: 'An unexpected error occured!',
  unexpected: 'An unexpected error occurred',
  anError: 'An error occurred',
  googleFailed: 'Google login failed. Please try again.',
  googleNotConfigured: 'Google sign-in is not set up here',
  emailTaken: 'Email is already registered!',
  registrationFailed: 'Registration failed',
  registered: 'Registration successful! Please verify your email with the OTP we sent.',
  notVerified: 'Please verify your email before logging in.',
  roleMismatch: 'No account with this role exists for this email.',
  badRequest: 'Bad request!',
  resetLinkSent: 'Reset link has sent to your email!',
  verified: 'Successfully verified your email, now you can login!',
  otpResent: 'A new OTP has sent to your email!',
  otpInvalid: 'Invalid OTP!',
  otpExpired: 'OTP has expired, please request a new one.',
  otpTooManyAttempts: 'Too many wrong attempts, please request a new OTP.',
  otpCooldown: (seconds: number) => `Please wait ${seconds} seconds before requesting a new OTP.`,
  alreadyVerified: 'Email is already verified.',
  passwordReset: 'Password reset successfully!',
  resetTokenInvalid: 'This reset link is invalid or has expired.',
  invalidCurrentPassword: 'Invalid current password!',
  loggedIn: 'Login successful!',
  loggedOut: 'Logged out',
  sessionExpired: 'Your session has expired, please log in again.',
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden Access',
  tooManyRequests: 'Too many attempts, please try again later.',
  networkError: 'Network Error',
} as const;

export const commonMessages = {
  validationFailed: 'Please fix the errors in the form before submitting.',
  notFound: 'Not found',
  pageNotFound: "Oops! The page you're looking for doesn't exist.",
  internalError: 'Something went wrong, please try again.',
  profileIncomplete: 'Please complete your profile to avail our full services.',
} as const;

/** Admin console: user and volunteer management (spec 3 §2, §8). */
export const peopleMessages = {
  userCreated: 'Successfully created the user!',
  volunteerAdded: 'Successfully added the volunteer!',
  noUsers: 'No users found',
  noVolunteers: 'No volunteers found',
  blocked: 'Access has been blocked.',
  unblocked: 'Access has been restored.',
  cannotBlockAdmin: 'An admin cannot be blocked.',
  userNotFound: 'User not found',
  volunteerNotFound: 'Volunteer not found',
  /** Stored as a system notification, so the person reads why they were signed out when they return. */
  blockedNotice: 'Your account was blocked by an administrator.',
  unblockedNotice: 'Your account was unblocked.',
  userStatusFailed: 'Error updating user status',
  volunteerStatusFailed: 'Error updating volunteer status',
  userFetchFailed: 'Error fetching user details',
  volunteerFetchFailed: 'Error fetching volunteer details',
  volunteersFetchFailed: 'Failed to fetch volunteers',
} as const;

/** A person's own space: profile, certificates, addresses, notifications (spec 1 §2, §8; spec 2 §8). */
export const profileMessages = {
  profileUpdated: 'Profile updated successfully!',
  profilePictureUpdated: 'Profile picture updated successfully!',
  passwordChanged: 'Password reset successfully!',
  /** Stored as a system notification after a password change. */
  passwordChangedNotice: 'Your password was changed.',
  invalidCurrentPassword: 'Invalid current password!',
  certificateUploaded: 'certificate uploaded!',
  certificateDeleted: 'Certificate deleted!',
  certificateNotFound: 'Certificate not found',
  accountDeleted: 'Your account has been deleted.',
  deleteConfirmPassword: 'Enter your password to confirm.',
  deleteConfirmEmail: 'Type your email to confirm.',
  deleteConfirmMismatch: 'The confirmation does not match.',
  invalidImageUrl: 'Upload the picture first, then save it.',
  userNotFound: 'User not found',
  addressCreated: 'Address created successfully!',
  latitudeInvalid: 'Latitude must be between -90 and 90',
  longitudeInvalid: 'Longitude must be between -180 and 180',
  coordinatesTogether: 'Give both latitude and longitude, or neither',
} as const;

export const uploadMessages = {
  imageTooLarge: 'Image size should be less than 5MB',
  fileTooLarge: 'File size should be less than 10MB',
  fileRequired: 'Please select a file to upload',
  notAnImage: 'Only images can be uploaded (JPEG, PNG, GIF, WebP or BMP).',
  notACertificate: 'Only images or PDF files can be uploaded.',
  linkExpired: 'This link has expired.',
  tooManyCertificates: (max: number) => `You can keep at most ${max} certificates; delete one first.`,
} as const;

export const notificationMessages = {
  notFound: 'Notification not found',
  markedRead: 'Notification marked as read',
  allMarkedRead: 'All notifications marked as read',
  cleared: 'Notification cleared',
  allCleared: 'All notifications cleared',
} as const;

/** What the profile and address pages say when a call fails or succeeds (spec 1 §8, spec 2 §8). */
export const profilePageMessages = {
  profileUpdateFailed: 'Failed to update profile',
  imageUploadFailed: 'Failed to upload asset image!',
  volunteerImageUploadFailed: 'Failed to upload profile image!',
  profileSaveFailed: 'Error updating the profile!',
  certificateUploadError: 'Error uploading the certificate!',
  certificateUnknownError: 'There was an error, please try again!',
  certificateUploadFailed: 'Failed to upload certificate!',
  certificateDeleteFailed: 'Failed to delete certificate',
  certificateDeleteConfirm: 'Are you sure you want to delete this certificate? This action cannot be undone.',
  addressCreateFailed: 'Failed to create address',
  addressesFetchFailed: 'Failed to fetch addresses',
} as const;
