/** What the chat of a request says (spec 2 §5, §8). */
import { MAX_CHAT_FILE_BYTES, MAX_CHAT_FILES } from '../constants.ts';

export const chatMessages = {
  loadFailed: 'Failed to load messages',
  sendFailed: 'Failed to send message',
  uploadFailed: 'File uploading error',
  empty: 'Write a message or attach a file',
  tooLong: 'Message too long (max 2000 characters)',
  notParty: 'Only the person who asked and their volunteer can use this chat.',
  wrongReceiver: 'Messages of this chat go to the other person of the request.',
  notYetOpen: "The chat opens once a volunteer has accepted the request.",
  closed: 'This request is completed: its chat can be read but not written to.',
  notAnAttachment: 'Only images, PDF, Word documents or text files can be attached.',
  fileTooLarge: `Each file should be less than ${MAX_CHAT_FILE_BYTES / 1024 / 1024}MB`,
  tooManyFiles: `Attach at most ${MAX_CHAT_FILES} files at a time.`,
  badAttachment: 'An attachment was not uploaded to this chat.',
  /** The bell's line for a message that arrived while the person was away from the chat. */
  notice: (sender: string) => `New message from ${sender}`,
} as const;
