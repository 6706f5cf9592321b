/** What the chat of a request says (spec 2 §5, §8). */
import { MAX_CHAT_FILE_BYTES, MAX_CHAT_FILES } from '../constants.ts';

const dayCount = (days: number) => (days === 1 ? '1 day' : `${days} days`);
const attachmentsSent = (count: number) => (count === 1 ? 'sent an attachment' : `sent ${count} attachments`);

export const chatMessages = {
  loadFailed: () => 'Failed to load messages',
  sendFailed: () => 'Failed to send message',
  uploadFailed: () => 'File uploading error',
  empty: () => 'Write a message or attach a file',
  tooLong: () => 'Message too long (max 2000 characters)',
  notParty: () => 'Only the person who asked and their volunteer can use this chat.',
  wrongReceiver: () => 'Messages of this chat go to the other person of the request.',
  notYetOpen: () => "The chat opens once a volunteer has accepted the request.",
  closed: () => 'This request is completed: its chat can be read but not written to.',
  /** Shown in place of the composer once the request is completed. */
  closedNotice: () => 'This request is completed; the chat is closed.',
  /** How long a completed request's chat is kept (CHAT_RETENTION_DAYS). */
  keptFor: (days: number) => `Messages are kept for ${dayCount(days)} after the request is completed.`,
  /** Where the messages were, once the retention removed them. */
  removed: (days: number) => `The messages of this chat were removed ${dayCount(days)} after the request was completed.`,
  notAnAttachment: () => 'Only images, PDF, Word documents or text files can be attached.',
  fileTooLarge: () => `Each file should be less than ${MAX_CHAT_FILE_BYTES / 1024 / 1024}MB`,
  tooManyFiles: () => `Attach at most ${MAX_CHAT_FILES} files at a time.`,
  badAttachment: () => 'An attachment was not uploaded to this chat.',
  /** What a message of attachments alone says where its words would be (the bell, screen readers). */
  attachmentsSent,
  /**
   * The bell's line for a message that arrived while the person was away from the chat: always
   * who wrote it, then its words, or what it carried when it had none.
   */
  notice: (sender: string, content: string, attachments: number) =>
    `${sender}: ${content || attachmentsSent(attachments)}`,
} as const;
