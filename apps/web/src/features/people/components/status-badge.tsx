import { Badge } from '../../../components/ui/badge.tsx';

/** Blocked people read as Inactive, everyone else as Active (spec 3 §4). */
export function StatusBadge({ isBlocked }: { isBlocked: boolean }) {
  return isBlocked ? <Badge tone="danger">Inactive</Badge> : <Badge tone="success">Active</Badge>;
}
