/**
 * The contract's catalogue is a Lingui catalogue like the others (lingui.config.ts), but its
 * messages are not macros in code: they are the contract's texts, keyed `group.name`
 * (i18n/contract-messages.ts). This extractor gives `lingui extract` each of them, its key as the
 * message id and its English as an ICU message with `{0}`, `{1}`… for its arguments in order, which
 * the translator is also shown as a note, so `packages/contract/locales/<language>.po` is kept in
 * step with the contract and compiled by `lingui compile` as every other catalogue is.
 */
import type { ExtractorType } from '@lingui/conf';
import { contractMessages, englishTemplate } from '../packages/contract/src/i18n/contract-messages.ts';

/** The one file the contract's catalogue is extracted from. */
export const contractMessagesFile = 'packages/contract/src/i18n/contract-messages.ts';

export const contractCatalogExtractor: ExtractorType = {
  match: (filename) => filename.replace(/\\/g, '/').endsWith(contractMessagesFile),
  extract(filename, _code, onMessageExtracted) {
    let line = 1;
    for (const [id, text] of contractMessages) {
      const message = englishTemplate(text);
      onMessageExtracted({ id, message, comment: `English: ${message.replace(/\n/g, ' ')}`, origin: [filename, line++] });
    }
  },
};
