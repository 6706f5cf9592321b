import { msg } from '@lingui/core/macro';

/** What the pages say of when to collect and bring back an asset whose admin wrote no pickup note: the usual hours (spec 2 §2). */
export const usualPickupHours = msg`Monday-Friday, 9 AM - 5 PM`;
