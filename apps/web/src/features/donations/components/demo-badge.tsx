import { donationMessages } from '@sahaya/contract/donations/messages';
import { Badge } from '../../../components/ui/badge.tsx';

/** Says plainly that a donation made on the demo checkout was never paid; nothing for a real one. */
export function DemoBadge({ isDemo }: { isDemo: boolean }) {
  return isDemo ? (
    <Badge tone="warning" className="whitespace-nowrap">
      {donationMessages.demoBadge}
    </Badge>
  ) : null;
}
