/** What the assistance form, lists, details and decisions say (spec 2 §4, §5, §8; spec 3 §8). */
import { VOLUNTEER_TASK_LIMIT } from '../constants.ts';

export const assistanceMessages = {
  typeRequired: () => 'Please select assistance type',
  typeInvalid: () => 'Invalid assistance type',
  volunteerTypeRequired: () => 'Please select volunteer type',
  priorityRequired: () => 'Please select priority level',
  dateRequired: () => 'Please select a date',
  datePast: () => 'Date cannot be in the past',
  timeRequired: () => 'Please select a time',
  timeInvalid: () => 'Invalid time format',
  descriptionRequired: () => 'Please provide a description',
  descriptionTooLong: () => 'Description too long (max 500 characters)',
  addressRequired: () => 'Please select an address',
  submitted: () => 'Request submitted successfully!',
  /** A request for help past OPEN_ASSISTANCE_REQUESTS_MAX open ones; the requester cancels theirs on the cards of My Requests. */
  tooManyOpen: (max: number) =>
    `You have reached the limit of ${max} open requests for help. To ask for more help, cancel one you no longer need under My Requests, or wait until one is completed. This limit does not apply to an ambulance.`,
  submitFailed: () => 'Failed to submit request',
  notFound: () => 'Request not found',
  fetchFailed: () => 'Error fetching request details',
  listFailed: () => 'Error fetching assistance requests. Please try again.',
  nearbyFailed: () => 'Failed to fetch nearby requests',
  decideFailed: () => 'Failed to approve/reject request',
  updateFailed: () => 'Error updating request',
  statusUpdated: () => 'Status updated!',
  pendingTitle: () => 'Request Pending',
  pendingText: () => "Your request is being reviewed. We'll notify you once it's approved.",
  notAssigned: () => 'Not assigned yet!',
  /** A volunteer searching near nobody: no point given and no address with a location. */
  noPlace: () => 'Add an address with its location to your profile, or share your location, to see requests near you.',
  /** A volunteer searching from one of their saved addresses that has no location on the map. */
  placeNotLocated: () => 'This address has no location on the map, so requests near it cannot be found. Choose another place, or add its location in your address book.',
  /** The place chooser's address value is not an address at all. */
  placeInvalid: () => 'Choose one of your saved addresses or your current location',
  actionInvalid: () => 'Choose to accept, decline or complete the request',
  /**
   * What a volunteer's decision did and what comes next, said under the spec's 'Status updated!'
   * (spec 2 §4), with the requester's first name, as the Nearby list shows it.
   */
  accepted: (requester: string) =>
    `You accepted ${requester}'s request. Their phone number and address are now on it. Call or chat with them to say when you will come.`,
  /** The same, where the parties call each other through the organisation's number and read no numbers. */
  acceptedWithCalls: (requester: string) =>
    `You accepted ${requester}'s request. Their address is now on it. Press Call on it, or chat with them, to say when you will come.`,
  declined: (requester: string) =>
    `You declined ${requester}'s request. It no longer shows in your list, and other volunteers can still take it.`,
  completed: (requester: string) => `You marked ${requester}'s request done, and they have been told. Thank you for your help!`,
  alreadyTaken: () => 'Another volunteer has just taken this request.',
  notOpen: () => 'This request is no longer waiting for a volunteer.',
  notYours: () => 'Only the volunteer of this request can complete it.',
  onlyApprovedCompleted: () => 'Only an accepted request can be completed.',
  taskLimit: () => `Tasks limit Reached: a volunteer holds at most ${VOLUNTEER_TASK_LIMIT} requests at a time.`,
  /** Said above the Nearby list, before Accept is pressed, to a volunteer who holds the limit. */
  taskLimitNotice: () => `You hold ${VOLUNTEER_TASK_LIMIT} requests, the most a volunteer can hold at a time. Complete one to accept another.`,
  /** The badge and filter of a request waiting at a place without a location (spec 3 request management). */
  needsAssignment: () => 'Needs assignment',
  /** Said beside the address choice when the chosen address has no location. */
  noLocation: () => 'This address has no location on the map, so volunteers nearby will not find it. An admin will assign a volunteer to your request.',
  volunteerNotFound: () => 'Volunteer not found',
  volunteerInactive: () => 'This volunteer is not active.',
  assigned: () => 'Volunteer assigned successfully',
  onlyPendingAssigned: () => 'A volunteer can be assigned only while the request is pending.',
  /** The requester withdraws a request while it waits for a volunteer or once one has accepted it. */
  cancelled: () => 'Request cancelled',
  notCancellable: () => 'Only a request that is waiting or accepted can be cancelled.',
  /**
   * What the history shows, one entry per real event. An entry is stored as its key here (its
   * code) and the arguments, and written in the reader's language when it is read.
   */
  history: {
    submitted: () => 'Assistance request submitted',
    accepted: (volunteer: string) => `Accepted by ${volunteer}`,
    assigned: (volunteer: string) => `Assigned to ${volunteer} by an admin`,
    completed: (volunteer: string) => `Completed by ${volunteer}`,
    cancelled: (requester: string) => `Cancelled by ${requester}`,
    /** An admin turned the request down (the demo data has such requests). */
    rejected: () => 'Request rejected',
    /** An entry stored as words before entries kept their code, that was none of the above: its words as stored. */
    note: (words: string) => words,
  },
  /** What people are told, live and in the bell. */
  notices: {
    accepted: (volunteer: string) => `${volunteer} has accepted your assistance request.`,
    /**
     * `accepted` and `assignedToRequester` where the parties call each other through Sahaya's
     * number (EXOTEL_*): neither reads the other's, so the requester learns where the call is.
     */
    acceptedWithCalls: (volunteer: string) =>
      `${volunteer} has accepted your assistance request. To talk to them, press Call on the request: we ring you both, and your numbers stay private.`,
    assignedToRequester: (volunteer: string) => `${volunteer} has been assigned to your assistance request.`,
    assignedToRequesterWithCalls: (volunteer: string) =>
      `${volunteer} has been assigned to your assistance request. To talk to them, press Call on the request: we ring you both, and your numbers stay private.`,
    assignedToVolunteer: (requester: string) => `You have been assigned the assistance request of ${requester}.`,
    completed: (volunteer: string) => `${volunteer} has marked your assistance request completed.`,
    /** To the volunteer who had accepted (or been assigned) the request. */
    cancelledToVolunteer: (requester: string) => `${requester} has cancelled their assistance request. You no longer need to go.`,
  },
} as const;
