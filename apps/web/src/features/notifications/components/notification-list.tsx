import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCheck, Trash2, Undo2 } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import type { ListNotificationsReply, Notification } from '@sahaya/contract/notifications/schemas';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { useChangeNotifications } from '../api/change-notifications.ts';
import { CLEAR_ALL_UNDO_MS } from '../api/clear-all-notifications.ts';
import { useLoadOlderNotifications } from '../api/load-older-notifications.ts';
import { notificationLink, type NotificationRole } from '../utils/notification-link.ts';
import { NotificationRow, textButtonClass } from './notification-row.tsx';
import { EmptyNote, LoadingPlaceholder } from '../../../components/ui/list-states.tsx';

/** What the bell shows of the loaded notifications. */
export interface BellNotifications {
  items: Notification[];
  unread: number;
  /** "Clear all" was pressed and can still be undone. */
  cleared: boolean;
  /** Where the older ones begin, or null when there are none to show. */
  nextCursor: string | null;
}

/** While "Clear all" can still be undone, the cleared ones are hidden; any that arrived since are shown. */
export function bellNotifications(loaded: ListNotificationsReply | undefined, hiddenIds: ReadonlySet<string> | null): BellNotifications {
  const all = loaded?.data ?? [];
  const items = hiddenIds ? all.filter((n) => !hiddenIds.has(n._id)) : all;
  return {
    items,
    unread: hiddenIds ? items.filter((n) => !n.read).length : (loaded?.unreadCount ?? 0),
    cleared: hiddenIds !== null,
    nextCursor: hiddenIds ? null : (loaded?.nextCursor ?? null),
  };
}

/** Re-renders once a minute so "Just now" turns into "1 minute ago" while the list is shown. */
function useMinuteTick(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

interface NotificationListProps {
  role: NotificationRole;
  /** The open panel around the list, in which its controls are looked up. */
  panel: RefObject<HTMLElement | null>;
  headingId: string;
  notifications: BellNotifications;
  pending: boolean;
  clearAll: () => void;
  undo: () => void;
  /** Tells screen readers through the bell's live region, which stays when the panel closes. */
  announce: (message: string) => void;
  /** Closes the panel as a notification's page opens. */
  onLeave: () => void;
}

/**
 * The contents of the bell's open panel: its heading, the notifications with read and remove on
 * each, "Mark all as read", "Clear all" with its undo, and "Show older notifications". When a
 * control in it goes away (a notification removed, the last "Mark as read"), focus moves to the
 * nearest thing that is left, never the body.
 */
export function NotificationList({ role, panel, headingId, notifications, pending, clearAll, undo, announce, onLeave }: NotificationListProps) {
  const { items, unread, cleared, nextCursor } = notifications;
  const navigate = useNavigate();
  const change = useChangeNotifications();
  const older = useLoadOlderNotifications();
  const now = useMinuteTick();
  const { t } = useLingui();
  const headingRef = useRef<HTMLHeadingElement>(null);
  /** Where focus goes if the control that has it is taken out of the panel by the next render. */
  const focusNext = useRef<(() => HTMLElement | null) | null>(null);

  // After each render: if the focused control was removed from the panel, focus what the last
  // action planned (kept until then: a reply can take several renders to arrive), or the heading.
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const target = focusNext.current?.() ?? headingRef.current;
    focusNext.current = null;
    target?.focus();
  });

  const rowButton = (id: string) =>
    panel.current?.querySelector<HTMLElement>(`[data-notification-id="${CSS.escape(id)}"] [data-open-notification]`) ?? null;

  const onOpen = (notification: Notification) => {
    if (!notification.read) change.mutate({ kind: 'read', id: notification._id });
    const link = notificationLink(notification, role);
    if (!link) return;
    // The new page's heading takes focus once it is shown (see the root layout).
    onLeave();
    void navigate(link);
  };

  const onRead = (id: string) => {
    focusNext.current = () => rowButton(id);
    change.mutate({ kind: 'read', id });
  };

  const onClear = (id: string) => {
    const index = items.findIndex((n) => n._id === id);
    const neighbour = items[index + 1] ?? items[index - 1];
    focusNext.current = () => (neighbour ? rowButton(neighbour._id) : null);
    change.mutate({ kind: 'clear', id });
  };

  const onClearAll = () => {
    focusNext.current = () => panel.current?.querySelector<HTMLElement>('[data-undo-clear]') ?? null;
    clearAll();
    const seconds = CLEAR_ALL_UNDO_MS / 1000;
    announce(t`All notifications cleared. You can undo this for ${seconds} seconds.`);
  };

  const onUndo = () => {
    focusNext.current = () => panel.current?.querySelector<HTMLElement>('[data-notification-id] [data-open-notification]') ?? null;
    undo();
    announce(t`Notifications restored.`);
  };

  const onShowOlder = (cursor: string) => {
    if (older.isPending) return;
    const firstOlder = items.length;
    focusNext.current = () => panel.current?.querySelectorAll<HTMLElement>('[data-open-notification]')[firstOlder] ?? null;
    older.mutate(cursor);
  };

  return (
    <>
      <div className="space-y-1 border-b border-stone-200 p-3">
        <h2 ref={headingRef} id={headingId} tabIndex={-1} className="text-lg font-bold text-ink">
          <Trans>Notifications</Trans>
        </h2>
        {/* The actions have a row of their own, so they stay side by side whatever the panel's width. */}
        {!cleared && items.length > 0 ? (
          <div className="-ms-2 flex flex-wrap gap-x-2">
            <button
              type="button"
              // Not `disabled`: a disabled button would drop the focus of the person who just pressed it.
              aria-disabled={unread === 0}
              onClick={() => (unread === 0 ? undefined : change.mutate({ kind: 'readAll' }))}
              className={cn(textButtonClass, 'aria-disabled:cursor-default aria-disabled:opacity-60 aria-disabled:hover:bg-transparent')}
            >
              <CheckCheck className="size-4" aria-hidden />
              <Trans>Mark all as read</Trans>
            </button>
            <button type="button" onClick={onClearAll} className={cn(textButtonClass, 'text-danger hover:bg-red-50')}>
              <Trash2 className="size-4" aria-hidden />
              <Trans>Clear all</Trans>
            </button>
          </div>
        ) : null}
      </div>
      {cleared ? (
        <div className="flex flex-wrap items-center gap-2 border-b border-stone-200 bg-primary-50 px-3 py-2">
          <p className="me-auto font-semibold text-ink">
            <Trans>Notifications cleared.</Trans>
          </p>
          <button type="button" data-undo-clear onClick={onUndo} className={cn(textButtonClass, 'bg-white px-3 ring-1 ring-primary-700')}>
            <Undo2 className="size-4" aria-hidden />
            <Trans>Undo</Trans>
          </button>
        </div>
      ) : null}
      <div className="min-h-0 overflow-y-auto p-2">
        {pending ? (
          <LoadingPlaceholder className="space-y-2 p-2">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </LoadingPlaceholder>
        ) : items.length === 0 ? (
          <EmptyNote className="px-3 py-8 text-center">
            <Trans>No notifications</Trans>
          </EmptyNote>
        ) : (
          <ul className="space-y-1">
            {items.map((notification) => (
              <NotificationRow key={notification._id} notification={notification} now={now} onOpen={onOpen} onRead={onRead} onClear={onClear} />
            ))}
          </ul>
        )}
        {nextCursor && items.length > 0 ? (
          <button
            type="button"
            aria-disabled={older.isPending}
            onClick={() => onShowOlder(nextCursor)}
            className={cn(textButtonClass, 'mt-1 min-h-11 w-full justify-center aria-disabled:opacity-60')}
          >
            {older.isPending ? <Trans>Loading…</Trans> : <Trans>Show older notifications</Trans>}
          </button>
        ) : null}
      </div>
    </>
  );
}
