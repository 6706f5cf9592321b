import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatMessages as m } from '@sahaya/contract/chats/messages';
import { MAX_CHAT_FILE_BYTES, MAX_CHAT_FILES } from '@sahaya/contract/constants';
import { checkAttachments, nameBreaks, releaseAttachment } from './attachments.ts';

const png = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
);
const pdf = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

describe('checkAttachments', () => {
  it('takes images (with a preview), PDFs and plain text by their bytes, whatever their names say', async () => {
    const { accepted, errors } = await checkAttachments(
      [new File([png], 'photo.txt'), new File([pdf], 'report'), new File(['Gate code 4321'], 'note.txt')],
      0,
    );
    expect(errors).toEqual([]);
    expect(accepted.map((a) => [a.kind, a.preview !== null])).toEqual([
      ['png', true],
      ['pdf', false],
      ['txt', false],
    ]);
    accepted.forEach(releaseAttachment);
  });

  it('refuses other kinds and files over the size limit, naming each file', async () => {
    const { accepted, errors } = await checkAttachments(
      [new File([new Uint8Array([0, 1, 2, 0xff])], 'tool.exe'), new File([new Uint8Array(MAX_CHAT_FILE_BYTES + 1)], 'big.png')],
      0,
    );
    expect(accepted).toEqual([]);
    expect(errors).toEqual([`tool.exe: ${m.notAnAttachment()}`, `big.png: ${m.fileTooLarge()}`]);
  });

  it('keeps at most the allowed number of files attached', async () => {
    const files = Array.from({ length: 3 }, (_, i) => new File([pdf], `page-${i}.pdf`));
    const { accepted, errors } = await checkAttachments(files, MAX_CHAT_FILES - 1);
    expect(accepted.map((a) => a.file.name)).toEqual(['page-0.pdf']);
    expect(errors).toEqual([m.tooManyFiles()]);
  });
});

describe('nameBreaks', () => {
  it('cuts a file name after its separators and between words run together, and keeps every letter', () => {
    const name = 'Blood-test_report.March2026(final)+scan.pdf';
    expect(nameBreaks(name)).toEqual(['Blood-', 'test_', 'report.', 'March2026(final)', '+', 'scan.', 'pdf']);
    expect(nameBreaks('prescriptionFromDrRao.png')).toEqual(['prescription', 'From', 'Dr', 'Rao.', 'png']);
    expect(nameBreaks('notes.txt').join('')).toBe('notes.txt');
    expect(nameBreaks('')).toEqual([]);
  });
});
