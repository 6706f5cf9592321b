import { Trans, useLingui } from '@lingui/react/macro';
import { Archive, Lock, MessageSquare, WifiOff } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { chatMessages as m } from '@sahaya/contract/chats/messages';
import type { RequestDetails } from '@sahaya/contract/assistance-requests/schemas';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useSession } from '../../../lib/session/auth-store.ts';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { useConversation, useEarlierMessages } from '../api/get-conversation.ts';
import { useLiveConversation } from '../hooks/use-live-conversation.ts';
import { Composer } from './composer.tsx';
import { MessageBubble } from './message-bubble.tsx';
import { LoadingPlaceholder } from '../../../components/ui/list-states.tsx';

/** How close to the end (px) the list counts as read to the end, so new messages scroll into view. */
const NEAR_END_PX = 80;

function MessagesSkeleton() {
  const { t } = useLingui();
  return (
    <LoadingPlaceholder label={t`Loading messages`} className="space-y-3 p-4">
      <Skeleton className="h-12 w-2/3 rounded-2xl" />
      <Skeleton className="ms-auto h-12 w-1/2 rounded-2xl" />
      <Skeleton className="h-16 w-3/5 rounded-2xl" />
    </LoadingPlaceholder>
  );
}

/**
 * The chat of an approved assistance request between its requester and its volunteer (spec 2 §2,
 * §4, §5, §8), the same for both: a 600 px panel with the history oldest first, the other party's
 * typing, sent and read ticks, and the composer. Once the request is completed it is read-only:
 * it says it is closed and how long it is kept, and once the retention removed it, that it did.
 */
export function RequestChat({ request }: { request: RequestDetails }) {
  const { t } = useLingui();
  const { ct, ctOf } = useContractText();
  const session = useSession();
  const me = session?.userId ?? '';
  const asVolunteer = request.volunteer?._id === me;
  const other = asVolunteer ? request.user : request.volunteer;
  const otherName = other?.name ?? t`your volunteer`;
  const [closedHere, setClosedHere] = useState(false);
  const closed = request.status === 'completed' || closedHere;

  const query = useConversation(request._id);
  const messages = query.data?.messages;
  const retention = query.data?.retention;
  const earlier = query.data?.earlier ?? false;
  const live = useLiveConversation(request._id, me, other?._id ?? null, messages);
  const readEarlier = useEarlierMessages(request._id);

  const scroller = useRef<HTMLDivElement>(null);
  const nearEnd = useRef(true);
  const lastId = messages?.at(-1)?._id;
  const lastMine = messages?.at(-1)?.sender === me;
  // New messages come into view when the list was read to its end, and one's own always.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && (nearEnd.current || lastMine)) element.scrollTop = element.scrollHeight;
  }, [lastId, lastMine, live.otherTyping]);

  // Earlier messages come in above the ones read: those stay where they were on the screen. Once
  // the chat's first message is in, the button has gone, and focus goes to the messages it showed.
  const fromEnd = useRef<number | null>(null);
  const firstId = messages?.[0]?._id;
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || fromEnd.current === null) return;
    element.scrollTop = element.scrollHeight - fromEnd.current;
    fromEnd.current = null;
    if (!earlier) element.focus({ preventScroll: true });
  }, [firstId, earlier]);
  const showEarlier = () => {
    const element = scroller.current;
    if (!element || !firstId) return;
    fromEnd.current = element.scrollHeight - element.scrollTop;
    readEarlier.mutate(firstId, {
      onError: () => {
        fromEnd.current = null;
      },
    });
  };

  return (
    <Card className="flex h-[600px] max-h-[calc(100dvh-2rem)] flex-col overflow-hidden p-0">
      <div className="flex items-center gap-3 border-b border-stone-200 px-4 py-3">
        <Avatar src={other?.profilePicture} name={otherName} decorative />
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-lg font-bold text-ink">
            <Trans>Chat with {otherName}</Trans>
          </h2>
          <p className="text-sm text-muted" aria-live="polite">
            {live.authError && !closed ? (
              <span role="alert" className="font-semibold text-danger">
                {ctOf(live.authError)}
              </span>
            ) : live.otherTyping ? (
              <span className="font-semibold text-primary-800">
                <Trans>{otherName} is typing…</Trans>
              </span>
            ) : live.connected || closed ? (
              asVolunteer ? t`Requester` : t`Volunteer`
            ) : (
              <span className="inline-flex items-center gap-1">
                <WifiOff className="size-4" aria-hidden />
                <Trans>Connecting…</Trans>
              </span>
            )}
          </p>
        </div>
      </div>

      <div
        ref={scroller}
        role="region"
        aria-label={t`Messages with ${otherName}`}
        tabIndex={0}
        onScroll={(event) => {
          const element = event.currentTarget;
          nearEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_END_PX;
        }}
        className="min-h-0 flex-1 overflow-y-auto bg-stone-50/60 px-3 py-4 focus-visible:outline-offset-[-3px] sm:px-4"
      >
        {query.isPending ? (
          <MessagesSkeleton />
        ) : query.isError ? (
          <div className="flex h-full flex-col items-center justify-center gap-3 text-center">
            <p role="alert" className="font-semibold text-danger">
              {ct(m.loadFailed)}
            </p>
            <Button variant="secondary" onClick={() => void query.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : messages && messages.length > 0 ? (
          <>
            {earlier ? (
              <div className="mb-4 flex flex-col items-center gap-2">
                <Button variant="secondary" size="sm" pending={readEarlier.isPending} onClick={showEarlier}>
                  <Trans>Show earlier messages</Trans>
                </Button>
                {readEarlier.isError ? (
                  <p role="alert" className="text-sm font-semibold text-danger">
                    {ct(m.loadFailed)}
                  </p>
                ) : null}
              </div>
            ) : null}
            <ol className="space-y-3">
              {messages.map((message) => (
                <li key={message._id}>
                  <MessageBubble message={message} mine={message.sender === me} senderName={otherName} />
                </li>
              ))}
            </ol>
          </>
        ) : retention?.removed ? (
          <div className="flex h-full flex-col items-center justify-center gap-2 text-center text-muted">
            <Archive className="size-10 text-primary-700" aria-hidden />
            <p className="max-w-sm">{ct(m.removed, retention.removed.afterDays)}</p>
          </div>
        ) : (
          <div className="flex h-full flex-col items-center justify-center gap-2 text-center text-muted">
            <MessageSquare className="size-10 text-primary-700" aria-hidden />
            <p>{closed ? t`No messages were sent in this chat.` : t`No messages yet. Say hello to ${otherName}.`}</p>
          </div>
        )}
      </div>

      {/* Screen readers hear the other party's new messages as they come, and nothing else. */}
      <div role="log" aria-label={t`New messages from ${otherName}`} className="sr-only">
        {live.arrivals.map((message) => {
          const said = message.content || ct(m.attachmentsSent, message.media.length);
          return (
            <p key={message._id}>
              <Trans>
                {otherName}: {said}
              </Trans>
            </p>
          );
        })}
      </div>

      {closed ? (
        <div role="status" className="space-y-1 border-t border-stone-200 bg-stone-50 p-4 text-center">
          <p className="font-semibold text-ink">
            {/* Inline, so on a narrow screen the lock stays with the first word as the line wraps. */}
            <Lock className="me-1.5 inline size-4 align-[-0.125em]" aria-hidden />
            {ct(m.closedNotice)}
          </p>
          {retention && !retention.removed ? <p className="text-sm text-muted">{ct(m.keptFor, retention.days)}</p> : null}
        </div>
      ) : other ? (
        <Composer
          requestId={request._id}
          receiverId={other._id}
          asVolunteer={asVolunteer}
          otherName={otherName}
          onTyping={live.typed}
          onStoppedTyping={live.stoppedTyping}
          onClosed={() => setClosedHere(true)}
        />
      ) : null}
    </Card>
  );
}
