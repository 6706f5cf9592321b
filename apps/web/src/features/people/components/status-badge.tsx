import { Trans } from '@lingui/react/macro';
import { Badge } from '../../../components/ui/badge.tsx';

/** Blocked people read as Inactive, everyone else as Active (spec 3 §4). */
export function StatusBadge({ isBlocked }: { isBlocked: boolean }) {
  return isBlocked ? (
    <Badge tone="danger">
      <Trans>Inactive</Trans>
    </Badge>
  ) : (
    <Badge tone="success">
      <Trans>Active</Trans>
    </Badge>
  );
}
