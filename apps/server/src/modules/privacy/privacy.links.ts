/**
 * The signed link of a person's data download. It names the export and the second it stops
 * working, signed with a key of its own derived from the server's secret, so it cannot be forged
 * or stretched; the download also checks that the export is the caller's own, so a link passed to
 * another signed-in person is refused.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { getExportFile } from '@sahaya/contract/privacy/endpoints';

export interface ExportLinks {
  url(exportId: string, expiresAt: Date): string;
  verify(exportId: string, expires: string | undefined, signature: string | undefined, now?: Date): 'ok' | 'expired' | 'invalid';
}

export function exportLinks(secret: string): ExportLinks {
  // Derived with a label, so a download signature can never pass for a token or a file link.
  const key = createHmac('sha256', secret).update('sahaya:data-export').digest();
  const sign = (exportId: string, expires: string) => createHmac('sha256', key).update(`${exportId}:${expires}`).digest('base64url');
  return {
    url(exportId, expiresAt) {
      const expires = String(Math.floor(expiresAt.getTime() / 1000));
      return `${getExportFile.path}?expires=${expires}&signature=${sign(exportId, expires)}`;
    },
    verify(exportId, expires, signature, now = new Date()) {
      if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return 'invalid';
      const expected = Buffer.from(sign(exportId, expires));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
      return Number(expires) * 1000 > now.getTime() ? 'ok' : 'expired';
    },
  };
}
