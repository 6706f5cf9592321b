/** The errors of the bell's calls, by code, each with its status and the spec's text. */
import { notificationMessages } from './messages.ts';

export const notificationErrors = {
  NOTIFICATION_NOT_FOUND: { status: 404, message: notificationMessages.notFound },
} as const;
