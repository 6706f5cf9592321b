import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { AdminAssetRequest } from '@sahaya/contract/assets/schemas';

/** "High priority", "Medium priority", "Low priority" (for `i18n._`). */
export const priorityLabels: Record<AdminAssetRequest['priority'], MessageDescriptor> = {
  high: msg`High priority`,
  medium: msg`Medium priority`,
  low: msg`Low priority`,
};

/* eslint-disable lingui/no-unlocalized-strings -- Tailwind classes, not words */
export const priorityClassName: Record<AdminAssetRequest['priority'], string> = {
  high: 'bg-red-100 text-red-900',
  medium: 'bg-amber-100 text-amber-900',
  low: 'bg-stone-200 text-ink',
};
/* eslint-enable lingui/no-unlocalized-strings */

/** "1 unit", "3 units": spec 3's "N unit(s)" said as a person would, by each language's plural rules (for `i18n._`). */
export const unitsText = (quantity: number): MessageDescriptor => msg({ message: plural(quantity, { one: '# unit', other: '# units' }) });
