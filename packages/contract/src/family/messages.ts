/** What the family-contact calls and pages say (issue 26, "A family contact"). */
export const familyMessages = {
  added: () => 'Family contact added. We mailed them a link to confirm; nothing else is sent to them before they do.',
  addedNotMailed:
    () => 'Family contact added, but not mailed: Sahaya sent an invitation to this address less than 30 days ago and sends at most one in 30 days. To send them a new one, remove them and add them again after that.',
  removed: () => 'Family contact removed. They will get no more mails about you.',
  confirmed: (person: string) => `Thank you. You are now a family contact of ${person}.`,
  stopped: (person: string) => `Sahaya will send you no more mails about ${person} or anyone else, and no one can add you as a family contact again.`,
  notFound: () => 'Family contact not found',
  tooMany: () => 'You can have at most two family contacts. Remove one to add another.',
  alreadyAdded: () => 'This e-mail address is already one of your family contacts.',
  ownEmail: () => 'Enter the e-mail address of your family member, not your own.',
  declined: () => 'The owner of this e-mail address asked Sahaya to send them no family mails, so they cannot be added.',
  linkInvalid: () => 'This link does not work any more: it was used already, or the contact was removed.',
  linkExpired: () => 'This link has expired. Ask the person who added you to remove you and add you again.',
  relationRequired: () => 'Relation is required!',
  relationTooLong: () => 'Relation can be at most 50 characters',
} as const;
