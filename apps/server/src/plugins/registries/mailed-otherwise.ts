/**
 * The notices whose news a module's own mail already carries, with its file, as `app.mailedOtherwise`:
 * a meeting's invitation (its mail has the calendar file) and a donation's thanks (the receipt's
 * mail has the PDF). Each module registers its own as its routes register, so the notices'
 * delivery (modules/notifications/notifications.delivery.ts) does not mail them again, without
 * naming the modules.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { contractKeyOf, type ContractMessage } from '@sahaya/contract/i18n/contract-messages';

export interface MailedOtherwise {
  /** Registers notices of a module that sends its own mail for them. */
  add(...messages: ContractMessage[]): void;
  /** Whether a stored notice's message is one of them. */
  has(messageKey: string | null): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailedOtherwise: MailedOtherwise;
  }
}

export function mailedOtherwiseRegistry(): MailedOtherwise {
  const keys = new Set<string>();
  return {
    add(...messages) {
      for (const message of messages) {
        const key = contractKeyOf(message);
        if (!key) throw new Error('A notice mailed otherwise is a text of the contract');
        keys.add(key);
      }
    },
    has: (messageKey) => messageKey !== null && keys.has(messageKey),
  };
}

async function mailedOtherwisePlugin(app: FastifyInstance) {
  app.decorate('mailedOtherwise', mailedOtherwiseRegistry());
}

export default fp(mailedOtherwisePlugin, { name: 'mailed-otherwise' });
