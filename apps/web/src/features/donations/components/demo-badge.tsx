import { donationMessages } from '@sahaya/contract/donations/messages';
import { Badge } from '../../../components/ui/badge.tsx';
import { useContractText } from '../../../lib/i18n/contract-text.ts';

/** Says plainly that a donation made on the demo checkout was never paid; nothing for a real one. */
export function DemoBadge({ isDemo }: { isDemo: boolean }) {
  const { ct } = useContractText();
  return isDemo ? (
    // Less round than other badges: in a narrow table column it wraps to two or three lines.
    <Badge tone="warning" className="rounded-lg">
      {ct(donationMessages.demoBadge)}
    </Badge>
  ) : null;
}
