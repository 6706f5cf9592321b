/**
 * What stops when a person withdraws their consent to a purpose (modules/consents), gathered
 * without naming the modules that do it, as `app.consentEffects`: each module registers the work
 * that ends its use of the data as its routes register at start (the addresses' device locations
 * fall back to their PIN codes', the notices by SMS, WhatsApp and e-mail go off). The consents
 * module runs them in the withdrawal's transaction.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ConsentPurpose } from '@sahaya/contract/consents/purposes';
import type { Db } from '../../db/client.ts';

/** A module's work when a person withdraws one purpose, in the withdrawal's transaction. */
export type WithdrawalEffect = (tx: Db, userId: string) => Promise<unknown>;

export interface ConsentEffects {
  /** Registers what stops, for one purpose; a purpose may have several. */
  onWithdraw(purpose: ConsentPurpose, effect: WithdrawalEffect): void;
  /** Runs every effect of the purpose, in order of registration. */
  withdrawn(tx: Db, userId: string, purpose: ConsentPurpose): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    consentEffects: ConsentEffects;
  }
}

export function consentEffectsRegistry(): ConsentEffects {
  const effects = new Map<ConsentPurpose, WithdrawalEffect[]>();
  return {
    onWithdraw(purpose, effect) {
      effects.set(purpose, [...(effects.get(purpose) ?? []), effect]);
    },
    async withdrawn(tx, userId, purpose) {
      for (const effect of effects.get(purpose) ?? []) await effect(tx, userId);
    },
  };
}

async function consentEffectsPlugin(app: FastifyInstance) {
  app.decorate('consentEffects', consentEffectsRegistry());
}

export default fp(consentEffectsPlugin, { name: 'consent-effects' });
