import { msg } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { chatMessages as m } from '@sahaya/contract/chats/messages';
import { MAX_CHAT_FILE_BYTES, MAX_CHAT_FILES } from '@sahaya/contract/constants';
import { chatMediaTypes, detectFileType, imageTypes, SNIFF_BYTES, type FileType } from '@sahaya/contract/files';
import { contractText } from '../../../lib/i18n/contract-text.ts';

/** A file picked for the next message: checked, with a preview when it is an image, and its link once uploaded. */
export interface Attachment {
  id: string;
  file: File;
  kind: FileType;
  /** An object URL of the image itself, for its preview. */
  preview: string | null;
  /** 0-100 while uploading. */
  progress: number | null;
  /** The uploaded file's link: a retry after a failed send does not upload it again. */
  url: string | null;
}

export type Checked = { ok: true; attachment: Attachment } | { ok: false; error: string };

let counter = 0;

/** "report.pdf: Each file should be less than 10MB": which file, and why it was refused. */
const refusal = (file: File, reason: string) => {
  const name = file.name;
  return i18n._(msg`${name}: ${reason}`);
};

/** Checks a picked file as the server will (its first bytes, its size) so a refusal is heard at once. */
export async function checkAttachment(file: File): Promise<Checked> {
  if (file.size > MAX_CHAT_FILE_BYTES) return { ok: false, error: refusal(file, contractText(m.fileTooLarge)) };
  const bytes = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  const kind = detectFileType(bytes, file.size, { text: true });
  if (!kind || !chatMediaTypes.includes(kind)) return { ok: false, error: refusal(file, contractText(m.notAnAttachment)) };
  counter += 1;
  return {
    ok: true,
    attachment: {
      id: `attachment-${counter}`,
      file,
      kind,
      preview: imageTypes.includes(kind) ? URL.createObjectURL(file) : null,
      progress: null,
      url: null,
    },
  };
}

/** Checks picked files, keeping at most `MAX_CHAT_FILES` attached in all; answers the accepted ones and what was refused. */
export async function checkAttachments(files: readonly File[], alreadyAttached: number) {
  const results = await Promise.all(files.map(checkAttachment));
  const accepted: Attachment[] = [];
  const errors: string[] = [];
  for (const result of results) {
    if (!result.ok) errors.push(result.error);
    else if (alreadyAttached + accepted.length >= MAX_CHAT_FILES) {
      if (result.attachment.preview) URL.revokeObjectURL(result.attachment.preview);
      const tooMany = contractText(m.tooManyFiles);
      if (!errors.includes(tooMany)) errors.push(tooMany);
    } else accepted.push(result.attachment);
  }
  return { accepted, errors };
}

export const releaseAttachment = (attachment: Attachment) => {
  if (attachment.preview) URL.revokeObjectURL(attachment.preview);
};

/**
 * A file name cut where a line may break: after its separators (`-`, `_`, `.`, `+`, `,`, `)`)
 * and between a lower-case letter and a capital, so `Blood-test_reportMarch.pdf` wraps as words
 * do rather than wherever a letter meets the edge.
 */
export const nameBreaks = (name: string): string[] => name.split(/(?<=[-_.+,)])|(?<=\p{Ll})(?=\p{Lu})/u).filter(Boolean);
