import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarClock, Check, Clock, MapPin, Navigation, UserRound, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import type { NearbyRequest } from '../api/list-nearby-requests.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { assistanceKindText, distanceText, requestedTimeText, travelTimeText } from '../utils/request-words.ts';
import { AssistancePriorityBadge } from '../../../components/ui/assistance-priority-badge.tsx';
import { IconFact } from '../../../components/ui/icon-fact.tsx';

interface NearbyRequestCardProps {
  request: NearbyRequest;
  /** The action under way on this card, if any: its buttons wait meanwhile. */
  busy: 'approve' | 'reject' | undefined;
  /** True while any decision is being sent, so two are never sent at once. */
  locked: boolean;
  onAccept: (request: NearbyRequest) => void;
  onDecline: (request: NearbyRequest) => void;
  /**
   * The id of the notice saying why Accept is refused (the volunteer holds the task limit): Accept
   * is disabled and described by it. Undefined while the volunteer may accept.
   */
  acceptBlockedBy?: string | undefined;
}

/**
 * One open request near the volunteer (spec 2 §2): what, how urgent, who by first name, when,
 * which town, how far, and the decision. The requester's full name, phone and street come once
 * the volunteer has accepted it (docs/security.md).
 */
export function NearbyRequestCard({ request, busy, locked, onAccept, onDecline, acceptBlockedBy }: NearbyRequestCardProps) {
  const titleId = useId();
  const { t, i18n } = useLingui();
  const f = useFormat();
  const title = assistanceKindText(i18n, request);
  const when = requestedTimeText(f, request);
  // Which request a button decides, for a screen reader's list of buttons, where two requests of
  // one kind would otherwise read alike. It is read after the button's own word, from the button's
  // content: a label written over the content repeated the card's heading, and could drift from
  // the word shown in another language (WCAG 2.5.3).
  const who = request.user.name;
  const which = t`(${title} for ${who}, ${when})`;
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      {/* The urgency badge has one place on every card, top right: the title wraps beside it rather
          than pushing it under the title on narrow cards. */}
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-lg font-bold break-words text-ink">
            {title}
          </h2>
          {request.type === 'volunteer' ? <p className="text-sm text-muted">
              <Trans>Volunteer request</Trans>
            </p> : null}
        </div>
        <div className="shrink-0">
          <AssistancePriorityBadge priority={request.priority} />
        </div>
      </div>
      <p className="mt-3 break-words text-ink">{request.description}</p>
      <dl className="mt-4 space-y-2 text-ink">
        <IconFact icon={UserRound} term={t`Asked by`} className="break-words">{request.user.name}</IconFact>
        <IconFact icon={CalendarClock} term={t`When`}>
          {requestedTimeText(f, request)}
        </IconFact>
        <IconFact icon={MapPin} term={t`Place`} className="break-words">
          {[request.address.city, request.address.state].filter(Boolean).join(', ') || t`Place not given`}
        </IconFact>
        <IconFact icon={Navigation} term={t`Distance`}>
          {distanceText(i18n, request.distance)}
        </IconFact>
        <IconFact icon={Clock} term={t`Travel time`}>
          {travelTimeText(i18n, request.estimatedTravelTime)}
        </IconFact>
      </dl>
      <div className="mt-auto flex flex-wrap justify-end gap-2 pt-4">
        <Button
          variant="secondary"
          size="sm"
          pending={busy === 'reject'}
          disabled={locked && busy !== 'reject'}
          onClick={() => onDecline(request)}
        >
          <X aria-hidden />
          <Trans>Decline</Trans>
          <span className="sr-only"> {which}</span>
        </Button>
        <Button
          size="sm"
          aria-describedby={acceptBlockedBy}
          pending={busy === 'approve'}
          disabled={acceptBlockedBy !== undefined || (locked && busy !== 'approve')}
          onClick={() => onAccept(request)}
        >
          <Check aria-hidden />
          <Trans>Accept</Trans>
          <span className="sr-only"> {which}</span>
        </Button>
      </div>
    </article>
  );
}
