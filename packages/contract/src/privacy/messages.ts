/** What the download of a person's own data says: its calls' answers and the Settings tab's words. */
export const privacyMessages = {
  exportStarted: () => 'We are preparing your data. This usually takes a minute or two.',
  exportNotFound: () => 'There is no download of your data to fetch. Ask for your data again.',
  exportLinkExpired: () => 'This download link has expired. Ask for your data again.',
} as const;

/** The Settings tab's section on downloading one's data. */
export const privacyPageMessages = {
  title: () => 'Download my data',
  intro:
    () => 'Get a copy of everything Sahaya keeps about you: your profile, addresses, requests, chat messages, donations, meetings and notifications, with the files you uploaded, in one zip file.',
  button: () => 'Download my data',
  again: () => 'Prepare a new copy',
  preparing: () => 'Preparing your data… You can leave this page; the copy will wait for you here.',
  ready: () => 'Your data is ready.',
  save: () => 'Save the zip file',
  /** The zip is offered for a day, then removed. */
  readyUntil: (until: string) => `You can save it until ${until}. After that it is removed, and you can ask again.`,
  downloadFailed: () => 'The download failed. Please try again.',
  requestFailed: () => 'Could not start preparing your data. Please try again.',
} as const;
