/**
 * What a person's data rights say (DPDP Act 2023): their nominee (s. 14) and the
 * notice of a personal data breach (Rule 7), in their calls' answers and notices.
 */
export const nomineeMessages = {
  saved: () => 'Your nominee is saved.',
  removed: () => 'Your nominee is removed.',
  actingRecorded: () => 'The nominee now acts for this person.',
  nameRequired: () => "Enter your nominee's name",
  relationRequired: () => 'Enter how they are related to you',
  relationTooLong: () => 'The relation can be at most 50 characters',
  reachRequired: () => 'Give a phone number or an e-mail address, so the nominee can be reached',
  notFound: () => 'This person has named no nominee.',
} as const;

export const breachMessages = {
  started: (people: number) => `The notice is on its way to ${people === 1 ? '1 person' : `${people} people`}.`,
  subjectRequired: () => 'Enter a subject',
  subjectTooLong: () => 'The subject can be at most 150 characters',
  bodyRequired: () => 'Say what happened',
  bodyTooLong: () => 'The text can be at most 5000 characters',
  audienceRequired: () => 'Choose who is told: everyone, or the people listed',
  unknownPeople: () => 'Some of the people listed have no account here. Check the list and try again.',
  nobody: () => 'Nobody would be told. Choose at least one person.',
  /**
   * The notice a person gets: what happened in the admin's words, then fixed words on what to do
   * and whom to ask (the grievance officer's name and contact).
   */
  notice: (subject: string, body: string, officer: string) =>
    `Important, about the safety of your data: ${subject}\n${body}\nWhat you can do: change your password, be careful of calls or messages that ask for a code or money, and never share a code sent to you. For questions, contact ${officer}.`,
} as const;
