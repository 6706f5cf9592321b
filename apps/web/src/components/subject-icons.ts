import { CalendarClock, HandHeart, LifeBuoy, Package, UserRound, type LucideIcon } from 'lucide-react';
import type { ActivityKind } from '@sahaya/contract/activity';
import type { NotificationTopic } from '@sahaya/contract/constants';

/** The icon of what an activity or a notice is about, the same wherever it is shown. */
export const subjectIcons: Record<ActivityKind | NotificationTopic, LucideIcon> = {
  assetRequest: Package,
  assistanceRequest: LifeBuoy,
  donation: HandHeart,
  meeting: CalendarClock,
  account: UserRound,
};
