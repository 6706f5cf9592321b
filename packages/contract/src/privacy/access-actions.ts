/** What an admin or volunteer opened of a person's data, as their access log names it (Rule 6). */
export const accessActions = ['viewedRecord', 'viewedContact', 'viewedAddress', 'exportedData', 'downloadedList'] as const;
export type AccessAction = (typeof accessActions)[number];
