import { Bell, Check, CheckCheck, FileText, MessageSquare, Trash2, Undo2, X } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { useNavigate } from 'react-router';
import { NOTIFICATION_BADGE_CAP } from '@sahaya/contract/constants';
import type { Notification } from '@sahaya/contract/notifications/schemas';
import { subjectIcons } from '../../../components/subject-icons.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { TOAST_ZONE_PX } from '../../../lib/toast-zone.ts';
import { useChangeNotifications } from '../api/change-notifications.ts';
import { CLEAR_ALL_UNDO_MS, useUndoableClearAll } from '../api/clear-all-notifications.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useLoadOlderNotifications } from '../api/load-older-notifications.ts';
import { logNotificationFailure } from '../utils/log-failure.ts';
import { useLiveNotifications } from '../hooks/use-live-notifications.ts';
import { isImageUrl, notificationLink, type NotificationRole } from '../utils/notification-link.ts';
import { formatRelativeTime } from '@sahaya/contract/format';

const MAX_THUMBNAILS = 3;
/** Space kept between the panel and the edges of the window. */
const EDGE_PX = 8;
const PANEL_MAX_WIDTH_PX = 416;

/** "9+" above the cap (spec 1 §9). */
export function badgeText(unread: number): string {
  return unread > NOTIFICATION_BADGE_CAP ? `${NOTIFICATION_BADGE_CAP}+` : String(unread);
}

/** Re-renders once a minute so "Just now" turns into "1 minute ago" while the panel is open. */
function useMinuteTick(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

interface PanelPlace {
  top: number;
  right: number;
}

/**
 * Where the open panel sits: just below the bell, its right edge under the bell's, and moved left
 * only as far as it takes to stay inside the window, whatever else shares the top bar. It is
 * measured again when the window changes size (a phone turned, the page zoomed).
 */
function usePanelPlace(open: boolean, bell: RefObject<HTMLButtonElement | null>): PanelPlace | null {
  const [place, setPlace] = useState<PanelPlace | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const measure = () => {
      const rect = bell.current?.getBoundingClientRect();
      if (!rect) return;
      const viewport = document.documentElement.clientWidth;
      const width = Math.min(PANEL_MAX_WIDTH_PX, viewport - 2 * EDGE_PX);
      const right = Math.min(Math.max(EDGE_PX, viewport - rect.right), viewport - EDGE_PX - width);
      setPlace({ top: Math.round(rect.bottom + EDGE_PX), right: Math.max(EDGE_PX, Math.round(right)) });
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [open, bell]);
  return open ? place : null;
}

function Thumbnails({ media }: { media: string[] }) {
  if (media.length === 0) return null;
  const shown = media.slice(0, MAX_THUMBNAILS);
  const more = media.length - shown.length;
  return (
    <span className="mt-2 flex items-center gap-1.5" aria-hidden>
      {shown.map((url) =>
        isImageUrl(url) ? (
          <img key={url} src={url} alt="" loading="lazy" className="size-10 rounded-md border border-stone-200 object-cover" />
        ) : (
          <span key={url} className="flex size-10 items-center justify-center rounded-md border border-stone-200 bg-stone-50">
            <FileText className="size-5 text-muted" />
          </span>
        ),
      )}
      {more > 0 ? (
        <span className="flex size-10 items-center justify-center rounded-md bg-stone-200 text-sm font-bold text-ink">
          +{more}
        </span>
      ) : null}
    </span>
  );
}

/**
 * Every control in the panel shows keyboard focus as the app's own 3 px ring, drawn inside the
 * control so the scrolling list cannot clip it, on top of a tint that also follows the pointer.
 */
const controlClass = 'cursor-pointer rounded-lg focus-visible:outline-offset-[-3px]';
const iconButtonClass = cn(controlClass, 'flex size-10 items-center justify-center text-muted hover:bg-primary-100 hover:text-primary-900');
const textButtonClass = cn(
  controlClass,
  'inline-flex min-h-10 items-center gap-1 px-2 text-sm font-semibold whitespace-nowrap text-primary-800 hover:bg-primary-100',
);

function attachmentsText(count: number): string {
  return count === 0 ? '' : `, ${count} attachment${count === 1 ? '' : 's'}`;
}

interface RowProps {
  notification: Notification;
  now: number;
  onOpen: (notification: Notification) => void;
  onRead: (id: string) => void;
  onClear: (id: string) => void;
}

/** One notification: a button that opens it, and buttons to mark it read and to remove it. */
function NotificationRow({ notification, now, onOpen, onRead, onClear }: RowProps) {
  // A system notice without a topic is about a meeting (spec 1).
  const Icon = notification.type === 'message' ? MessageSquare : subjectIcons[notification.topic ?? 'meeting'];
  const when = formatRelativeTime(notification.createdAt ?? notification.timestamp, now);
  return (
    <li data-notification-id={notification._id} className={cn('flex items-start gap-1 rounded-xl p-1', !notification.read && 'bg-primary-50')}>
      <button
        type="button"
        data-open-notification
        onClick={() => onOpen(notification)}
        className={cn(controlClass, 'flex min-h-11 min-w-0 flex-1 gap-3 p-2 text-left hover:bg-primary-100')}
        aria-label={`${notification.read ? '' : 'Unread: '}${notification.content}, ${when}${attachmentsText(notification.media.length)}`}
      >
        <Icon className="mt-0.5 size-5 shrink-0 text-primary-700" aria-hidden />
        <span className="min-w-0 flex-1">
          <span className={cn('block break-words', !notification.read && 'font-semibold')}>{notification.content}</span>
          <span className="block text-sm text-muted">{when}</span>
          <Thumbnails media={notification.media} />
        </span>
        {!notification.read ? <span className="mt-2 size-2.5 shrink-0 rounded-full bg-primary-600" aria-hidden /> : null}
      </button>
      <span className="flex shrink-0 flex-col gap-1">
        {!notification.read ? (
          <button type="button" className={iconButtonClass} onClick={() => onRead(notification._id)} aria-label="Mark as read" title="Mark as read">
            <Check className="size-5" aria-hidden />
          </button>
        ) : null}
        <button
          type="button"
          className={cn(iconButtonClass, 'hover:bg-red-50 hover:text-danger')}
          onClick={() => onClear(notification._id)}
          aria-label="Remove notification"
          title="Remove"
        >
          <X className="size-5" aria-hidden />
        </button>
      </span>
    </li>
  );
}

/**
 * The bell of the user and volunteer top bars (spec 1 §2 "Notification panel", spec 2 §2): unread
 * badge, live arrivals, read/clear per item and for all.
 *
 * The panel is a disclosure, not a menu: the bell says whether it is expanded, the panel follows it
 * in the tab order as a list of ordinary buttons, and the rest of the page stays usable while it is
 * open. Escape closes it and puts focus back on the bell; so does a click elsewhere or tabbing past it
 * (focus then goes where the person sent it). When a control in it goes away (a notification
 * removed, the last "Mark as read"), focus moves to the nearest thing that is left, never the body.
 */
export function NotificationBell({ role }: { role: NotificationRole }) {
  const [open, setOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const navigate = useNavigate();
  const list = useNotifications();
  const change = useChangeNotifications();
  const older = useLoadOlderNotifications();
  const { hiddenIds, clearAll, undo } = useUndoableClearAll();
  const now = useMinuteTick(open);
  useLiveNotifications();

  const rootRef = useRef<HTMLDivElement>(null);
  const bellRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  /** Where focus goes if the control that has it is taken out of the panel by the next render. */
  const focusNext = useRef<(() => HTMLElement | null) | null>(null);
  const panelId = useId();
  const headingId = useId();
  const place = usePanelPlace(open, bellRef);

  useEffect(() => {
    if (list.error) logNotificationFailure('load', list.error);
  }, [list.error]);

  const loaded = list.data?.data ?? [];
  const cleared = hiddenIds !== null;
  // While "Clear all" can still be undone, the cleared ones are hidden; any that arrived since are shown.
  const items = hiddenIds ? loaded.filter((n) => !hiddenIds.has(n._id)) : loaded;
  const unread = hiddenIds ? items.filter((n) => !n.read).length : (list.data?.unreadCount ?? 0);
  const nextCursor = cleared ? null : (list.data?.nextCursor ?? null);
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) bellRef.current?.focus();
  }, []);

  // A press or click anywhere outside the bell and its panel closes the panel, leaving focus where it lands.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  // After each render: if the focused control was removed from the panel, focus what the last
  // action planned (kept until then: a reply can take several renders to arrive), or the heading.
  useLayoutEffect(() => {
    if (!open) {
      focusNext.current = null;
      return;
    }
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const target = focusNext.current?.() ?? headingRef.current;
    focusNext.current = null;
    target?.focus();
  });

  const rowButton = (id: string) =>
    panelRef.current?.querySelector<HTMLElement>(`[data-notification-id="${CSS.escape(id)}"] [data-open-notification]`) ?? null;

  const onOpen = (notification: Notification) => {
    if (!notification.read) change.mutate({ kind: 'read', id: notification._id });
    const link = notificationLink(notification, role);
    if (!link) return;
    // The new page's heading takes focus once it is shown (see the root layout).
    close(false);
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
    focusNext.current = () => panelRef.current?.querySelector<HTMLElement>('[data-undo-clear]') ?? null;
    clearAll();
    setAnnouncement(`All notifications cleared. You can undo this for ${CLEAR_ALL_UNDO_MS / 1000} seconds.`);
  };

  const onUndo = () => {
    focusNext.current = () => panelRef.current?.querySelector<HTMLElement>('[data-notification-id] [data-open-notification]') ?? null;
    undo();
    setAnnouncement('Notifications restored.');
  };

  const onShowOlder = (cursor: string) => {
    if (older.isPending) return;
    const firstOlder = items.length;
    focusNext.current = () => panelRef.current?.querySelectorAll<HTMLElement>('[data-open-notification]')[firstOlder] ?? null;
    older.mutate(cursor);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    close(true);
  };

  // Tabbing (or a screen reader moving) out of the bell and its panel closes the panel behind the person.
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !rootRef.current?.contains(next)) close(false);
  };

  return (
    <div ref={rootRef} className="relative" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={bellRef}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((was) => !was)}
        className="relative flex size-11 items-center justify-center rounded-full text-ink hover:bg-stone-100"
      >
        <Bell className="size-6" aria-hidden />
        {unread > 0 ? (
          <span
            aria-hidden
            data-testid="notification-badge"
            className="absolute top-0.5 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1 text-xs font-bold text-white"
          >
            {badgeText(unread)}
          </span>
        ) : null}
      </button>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {open ? (
        <section
          ref={panelRef}
          id={panelId}
          aria-labelledby={headingId}
          style={place ? { top: place.top, right: place.right, maxHeight: `calc(100dvh - ${place.top + TOAST_ZONE_PX}px)` } : { visibility: 'hidden' }}
          className="fixed z-40 flex w-[min(26rem,calc(100vw-1rem))] flex-col rounded-2xl border border-stone-200 bg-white text-base shadow-xl"
        >
          <div className="space-y-1 border-b border-stone-200 p-3">
            <h2 ref={headingRef} id={headingId} tabIndex={-1} className="text-lg font-bold text-ink">
              Notifications
            </h2>
            {/* The actions have a row of their own, so they stay side by side whatever the panel's width. */}
            {!cleared && items.length > 0 ? (
              <div className="-ml-2 flex flex-wrap gap-x-2">
                <button
                  type="button"
                  // Not `disabled`: a disabled button would drop the focus of the person who just pressed it.
                  aria-disabled={unread === 0}
                  onClick={() => (unread === 0 ? undefined : change.mutate({ kind: 'readAll' }))}
                  className={cn(textButtonClass, 'aria-disabled:cursor-default aria-disabled:opacity-60 aria-disabled:hover:bg-transparent')}
                >
                  <CheckCheck className="size-4" aria-hidden />
                  Mark all as read
                </button>
                <button type="button" onClick={onClearAll} className={cn(textButtonClass, 'text-danger hover:bg-red-50')}>
                  <Trash2 className="size-4" aria-hidden />
                  Clear all
                </button>
              </div>
            ) : null}
          </div>
          {cleared ? (
            <div className="flex flex-wrap items-center gap-2 border-b border-stone-200 bg-primary-50 px-3 py-2">
              <p className="mr-auto font-semibold text-ink">Notifications cleared.</p>
              <button type="button" data-undo-clear onClick={onUndo} className={cn(textButtonClass, 'bg-white px-3 ring-1 ring-primary-700')}>
                <Undo2 className="size-4" aria-hidden />
                Undo
              </button>
            </div>
          ) : null}
          <div className="min-h-0 overflow-y-auto p-2">
            {list.isPending ? (
              <div aria-busy className="space-y-2 p-2">
                <Skeleton className="h-14 w-full" />
                <Skeleton className="h-14 w-full" />
              </div>
            ) : items.length === 0 ? (
              <p className="px-3 py-8 text-center text-muted">No notifications</p>
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
                {older.isPending ? 'Loading…' : 'Show older notifications'}
              </button>
            ) : null}
          </div>
        </section>
      ) : null}
    </div>
  );
}
