/** What a person's own profile says: its calls' answers and its page's words (spec 1 §2, §8; spec 2 §8). */
export const profileMessages = {
  profileUpdated: () => 'Profile updated successfully!',
  profilePictureUpdated: () => 'Profile picture updated successfully!',
  passwordChanged: () => 'Password reset successfully!',
  /** Stored as a system notification after a password change. */
  passwordChangedNotice: () => 'Your password was changed.',
  invalidCurrentPassword: () => 'Invalid current password!',
  certificateUploaded: () => 'certificate uploaded!',
  certificateDeleted: () => 'Certificate deleted!',
  certificateNotFound: () => 'Certificate not found',
  accountDeleted: () => 'Your account has been deleted.',
  deleteConfirmPassword: () => 'Enter your password to confirm.',
  deleteConfirmEmail: () => 'Type your email to confirm.',
  deleteConfirmMismatch: () => 'The confirmation does not match.',
  /** An account with neither a password nor an e-mail address confirms with the number it signs in with. */
  deleteConfirmPhone: () => 'Type your mobile number to confirm.',
  deleteConfirmPhoneMismatch: () => 'This is not the mobile number of your account.',
  invalidImageUrl: () => 'Upload the picture first, then save it.',
  userNotFound: () => 'User not found',
} as const;

/** What the profile page says when a call fails without a message of the server's, and its confirmations. */
export const profilePageMessages = {
  profileUpdateFailed: () => 'Failed to update profile',
  imageUploadFailed: () => 'Failed to upload asset image!',
  volunteerImageUploadFailed: () => 'Failed to upload profile image!',
  profileSaveFailed: () => 'Error updating the profile!',
  certificateUploadError: () => 'Error uploading the certificate!',
  certificateUnknownError: () => 'There was an error, please try again!',
  certificateUploadFailed: () => 'Failed to upload certificate!',
  certificateDeleteFailed: () => 'Failed to delete certificate',
  certificateDeleteConfirm: () => 'Are you sure you want to delete this certificate? This action cannot be undone.',
} as const;
