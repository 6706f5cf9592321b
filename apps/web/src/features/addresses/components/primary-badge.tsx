import { Trans } from '@lingui/react/macro';
import { Star } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';

/** Marks the primary address, the one the profile shows. */
export function PrimaryBadge() {
  return (
    <Badge tone="primary">
      <Star className="me-1 size-4" aria-hidden />
      <Trans>Primary</Trans>
    </Badge>
  );
}
