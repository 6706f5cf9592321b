/** Admin console: user and volunteer management (spec 3 §2, §8). */
export const peopleMessages = {
  userCreated: () => 'Successfully created the user!',
  volunteerAdded: () => 'Successfully added the volunteer!',
  /** A volunteer registering someone at the door does not choose their password: the person signs in with codes. */
  passwordNotYours: () => 'A volunteer does not choose the password of a person they register: they sign in with a code sent to their phone.',
  noUsers: () => 'No users found',
  noVolunteers: () => 'No volunteers found',
  blocked: () => 'Access has been blocked.',
  unblocked: () => 'Access has been restored.',
  cannotBlockAdmin: () => 'An admin cannot be blocked.',
  userNotFound: () => 'User not found',
  volunteerNotFound: () => 'Volunteer not found',
  /** Stored as a system notification, so the person reads why they were signed out when they return. */
  blockedNotice: () => 'Your account was blocked by an administrator.',
  unblockedNotice: () => 'Your account was unblocked.',
  userStatusFailed: () => 'Error updating user status',
  volunteerStatusFailed: () => 'Error updating volunteer status',
  userFetchFailed: () => 'Error fetching user details',
  volunteerFetchFailed: () => 'Error fetching volunteer details',
  volunteersFetchFailed: () => 'Failed to fetch volunteers',
} as const;
