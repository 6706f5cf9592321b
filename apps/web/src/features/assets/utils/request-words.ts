import type { AdminAssetRequest } from '@sahaya/contract/assets/schemas';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const priorityLabel = (priority: AdminAssetRequest['priority']) => `${capitalise(priority)} priority`;

export const priorityClass: Record<AdminAssetRequest['priority'], string> = {
  high: 'bg-red-100 text-red-900',
  medium: 'bg-amber-100 text-amber-900',
  low: 'bg-stone-200 text-ink',
};

/** "1 unit", "3 units", as spec 3 writes it: "N unit(s)". */
export const unitsText = (quantity: number) => `${quantity} unit(s)`;
