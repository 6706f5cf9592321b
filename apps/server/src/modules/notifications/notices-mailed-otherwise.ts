/**
 * The notices whose news a module's own mail already carries, with its file: a meeting's
 * invitation (its mail has the calendar file) and a donation's thanks (the receipt's mail has the
 * PDF). Each module registers its own as its routes register (`app.noticeMail`, made in app.ts),
 * so the delivery (notifications.delivery.ts) does not mail them again without naming the modules.
 */
import { contractKeyOf, type ContractMessage } from '@sahaya/contract/i18n/contract-messages';

export interface NoticeMail {
  /** Registers notices of a module that sends its own mail for them. */
  mailedOtherwise(...messages: ContractMessage[]): void;
  /** Whether a stored notice's message is one of them. */
  isMailedOtherwise(messageKey: string | null): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    noticeMail: NoticeMail;
  }
}

export function noticeMailRegistry(): NoticeMail {
  const keys = new Set<string>();
  return {
    mailedOtherwise(...messages) {
      for (const message of messages) {
        const key = contractKeyOf(message);
        if (!key) throw new Error('A notice mailed otherwise is a text of the contract');
        keys.add(key);
      }
    },
    isMailedOtherwise: (messageKey) => messageKey !== null && keys.has(messageKey),
  };
}
