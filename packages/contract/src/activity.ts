/** A person's recent activity (spec 1 §1 "Recent Activities"): their latest real actions. */
import { z } from 'zod';

export const activityKinds = ['assetRequest', 'assistanceRequest', 'donation', 'meeting'] as const;
export type ActivityKind = (typeof activityKinds)[number];

/**
 * One action. `title` names it (asset name, assistance type, campaign, meeting title), `status` is
 * the item's own status, `date` is when it happened (ISO), `amount` is set for donations (rupees).
 */
export const activity = z.object({
  kind: z.enum(activityKinds),
  id: z.string(),
  title: z.string(),
  status: z.string(),
  date: z.string(),
  amount: z.number().nullable(),
});
export type Activity = z.infer<typeof activity>;

export const RECENT_ACTIVITY_LIMIT = 5;
