import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AvailabilityDay } from '@sahaya/contract/assets/schemas';

/** Where the units of a day that are not free are: the reasons a day can have too few. */
export type NotFreeReason = 'lentOut' | 'reserved' | 'inRepair' | 'held' | 'noUnits';

/** Each reason as a borrower would put it (for `i18n._`). */
export const notFreeWords: Record<NotFreeReason, MessageDescriptor> = {
  lentOut: msg`Lent out`,
  reserved: msg`Reserved for a loan`,
  inRepair: msg`In repair`,
  held: msg`Kept for someone waiting`,
  noUnits: msg`None to lend`,
};

/**
 * Why a day has too few free: each place its other units are, in the order a borrower meets them
 * (with people, reserved, in the workshop, kept for the waiting list); an asset with no unit at all
 * has none to lend.
 */
export function notFreeReasons(day: Pick<AvailabilityDay, 'lentOut' | 'reserved' | 'inRepair' | 'held'>): NotFreeReason[] {
  const reasons = (['lentOut', 'reserved', 'inRepair', 'held'] as const).filter((reason) => day[reason] > 0);
  return reasons.length > 0 ? reasons : ['noUnits'];
}
