import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Mail, Phone } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { assistanceMessages as m } from '@sahaya/contract/assistance-requests/messages';
import { SEARCH_DEBOUNCE_MS, VOLUNTEER_TASK_LIMIT } from '@sahaya/contract/constants';
import { formatPhone } from '@sahaya/contract/format';
import type { VolunteerListItem } from '@sahaya/contract/people/schemas';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { EmailOrPhone } from '../../../components/ui/email.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { cn } from '../../../lib/cn.ts';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { useAssignVolunteer } from '../api/assign-volunteer.ts';
import { useVolunteerPicks } from '../api/list-volunteer-picks.ts';
import { assignBlockedReason, atTaskLimit, availabilityLabel, canAssign } from '../utils/volunteer-picks.ts';
import { EmptyNote, LoadingPlaceholder } from '../../../components/ui/list-states.tsx';

/** The search as typed, and the same text once it has rested for the spec's 500 ms. */
function useDebounced(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * Calls `onReach` whenever the returned element scrolls into view inside `list`: the end of the
 * list. On a short screen the list does not scroll by itself (the whole dialog does), so there the
 * viewport is the root, and the dialog's scrolling box clips the element.
 */
function useOnReach(list: HTMLElement | null, onReach: () => void) {
  const target = useRef<HTMLDivElement | null>(null);
  const latest = useRef(onReach);
  latest.current = onReach;
  useEffect(() => {
    const node = target.current;
    if (!node || !list || typeof IntersectionObserver === 'undefined') return;
    const root = getComputedStyle(list).overflowY === 'visible' ? null : list;
    // A CSS margin: the end counts as reached 120 px before it shows.
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS length, not words
    const rootMargin = '0px 0px 120px 0px';
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current();
    }, { root, rootMargin });
    observer.observe(node);
    return () => observer.disconnect();
  }, [list]);
  return target;
}

function VolunteerRow({ volunteer, assigning, onAssign }: { volunteer: VolunteerListItem; assigning: boolean; onAssign: () => void }) {
  const { t, i18n } = useLingui();
  const nameId = useId();
  const reasonId = useId();
  const available = canAssign(volunteer);
  const blocked = assignBlockedReason(i18n, volunteer);
  const tasks = volunteer.tasks;
  const name = volunteer.name;

  return (
    <li aria-labelledby={nameId} className="flex flex-wrap items-start gap-3 border-b border-stone-200 py-3 last:border-b-0">
      <Avatar src={volunteer.profilePicture} name={volunteer.name} className="size-12 shrink-0" />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <p id={nameId} className="font-semibold break-words text-ink">
            {volunteer.name}
          </p>
          <Badge tone={available ? 'success' : 'warning'}>{availabilityLabel(i18n, volunteer)}</Badge>
        </div>
        <p className="flex min-w-0 items-center gap-1.5 text-sm text-muted">
          <Mail className="size-4 shrink-0" aria-hidden />
          <span className="sr-only">
            <Trans>Email:</Trans>
          </span>
          <EmailOrPhone email={volunteer.email} phone={volunteer.phone} />
        </p>
        {volunteer.phone ? (
          <p className="flex items-center gap-1.5 text-sm text-muted">
            <Phone className="size-4 shrink-0" aria-hidden />
            <span className="sr-only">
              <Trans>Phone:</Trans>
            </span>
            {formatPhone(volunteer.phone)}
          </p>
        ) : null}
        <p className="text-sm text-ink">
          <Trans>Tasks on hand: {tasks}</Trans>
        </p>
        {blocked ? (
          <p id={reasonId} className={cn('text-sm font-semibold', atTaskLimit(volunteer) ? 'text-danger' : 'text-muted')}>
            {blocked}
          </p>
        ) : null}
      </div>
      <Button
        size="sm"
        className="ms-auto"
        aria-label={t`Assign ${name}`}
        aria-describedby={blocked ? reasonId : undefined}
        disabled={!available}
        pending={assigning}
        onClick={onAssign}
      >
        <Trans>Assign</Trans>
      </Button>
    </li>
  );
}

interface AssignVolunteerDialogProps {
  requestId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Told once the volunteer is assigned, as the dialog closes. */
  onAssigned?: () => void;
}

/**
 * Assign Volunteer (spec 3): search (500 ms), Available Only or Show all, and the volunteers a page
 * at a time as the list scrolls to its end. Assign is refused, in the list and by the server, to a
 * volunteer who is not active or has 5 tasks on hand; a refusal is shown here in the server's words.
 */
export function AssignVolunteerDialog({ requestId, open, onOpenChange, onAssigned }: AssignVolunteerDialogProps) {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed);
  const [availableOnly, setAvailableOnly] = useState(true);
  const [refusal, setRefusal] = useState<string | null>(null);
  const assign = useAssignVolunteer();
  const [list, setList] = useState<HTMLDivElement | null>(null);
  const picks = useVolunteerPicks({ search, availableOnly }, open);
  const volunteers = picks.data?.pages.flatMap((page) => page.people) ?? [];
  const total = picks.data?.pages[0]?.total;
  const end = useOnReach(list, () => {
    if (picks.hasNextPage && !picks.isFetchingNextPage && !picks.isError) void picks.fetchNextPage();
  });

  const changeOpen = (next: boolean) => {
    if (!next) {
      setTyped('');
      setAvailableOnly(true);
      setRefusal(null);
      assign.reset();
    }
    onOpenChange(next);
  };

  const onAssign = (volunteer: VolunteerListItem) => {
    setRefusal(null);
    assign.mutate(
      { id: requestId, volunteerId: volunteer._id },
      {
        onSuccess: (reply) => {
          toast.success(reply.message || contractText(m.assigned));
          changeOpen(false);
          onAssigned?.();
        },
        onError: (error) => setRefusal(readFailure(error, t`Failed to assign volunteer`).message),
      },
    );
  };

  const filterButton = (value: boolean, label: string) => (
    <Button
      size="sm"
      variant={availableOnly === value ? 'primary' : 'ghost'}
      aria-pressed={availableOnly === value}
      onClick={() => setAvailableOnly(value)}
    >
      {label}
    </Button>
  );

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      {/* On a tall screen the list scrolls in the dialog's remaining height below the search; on a
          short one (a phone held sideways, 200 % zoom) the whole dialog scrolls as one, so the list
          has all of its height rather than a strip under the search. */}
      <DialogContent className="flex max-w-lg flex-col overflow-hidden [@media(max-height:32rem)]:block [@media(max-height:32rem)]:overflow-y-auto">
        <DialogTitle>
          <Trans>Assign Volunteer</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>Choose a volunteer for this request. A volunteer holds at most {VOLUNTEER_TASK_LIMIT} tasks at a time.</Trans>
        </DialogDescription>
        <div className="mt-4 space-y-3">
          <SearchField
            id="assign-volunteer-search"
            label={<Trans>Search volunteers</Trans>}
            placeholder={t`Volunteer name`}
            value={typed}
            onChange={setTyped}
          />
          <div role="group" aria-label={t`Which volunteers`} className="flex flex-wrap gap-1 rounded-xl border border-stone-200 p-1">
            {filterButton(true, t`Available Only`)}
            {filterButton(false, t`Show all`)}
          </div>
          {refusal ? <ErrorAlert>{refusal}</ErrorAlert> : null}
          <p className="sr-only" aria-live="polite">
            {total === undefined ? '' : <Plural value={total} one="# volunteer found" other="# volunteers found" />}
          </p>
        </div>
        <div ref={setList} className="mt-3 min-h-24 flex-1 overflow-y-auto pe-1 [@media(max-height:32rem)]:overflow-visible">
          {picks.isError ? (
            <ErrorAlert>
              <Trans>Failed to fetch volunteers</Trans>
            </ErrorAlert>
          ) : picks.isPending ? (
            <LoadingPlaceholder label={t`Loading volunteers`} className="space-y-3">
              {Array.from({ length: 3 }, (_, index) => (
                <div key={index} className="flex gap-3">
                  <Skeleton className="size-12 rounded-full" />
                  <div className="flex-1 space-y-2">
                    <Skeleton className="h-5 w-40" />
                    <Skeleton className="h-4 w-56" />
                  </div>
                </div>
              ))}
            </LoadingPlaceholder>
          ) : volunteers.length === 0 ? (
            <EmptyNote className="py-6 text-center">
              <Trans>No volunteers found</Trans>
            </EmptyNote>
          ) : (
            <ul aria-label={t`Volunteers`} aria-busy={picks.isFetchingNextPage}>
              {volunteers.map((volunteer) => (
                <VolunteerRow
                  key={volunteer._id}
                  volunteer={volunteer}
                  assigning={assign.isPending && assign.variables?.volunteerId === volunteer._id}
                  onAssign={() => onAssign(volunteer)}
                />
              ))}
            </ul>
          )}
          <div ref={end} className={cn('h-1', picks.isFetchingNextPage ? 'hidden' : '')} aria-hidden />
          {picks.isFetchingNextPage ? <p className="py-2 text-center text-sm text-muted">
              <Trans>Loading more volunteers…</Trans>
            </p> : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
