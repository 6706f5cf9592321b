import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Bell, CheckCheck, FileText, MessageSquare, Trash2, X, CalendarClock, Check } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { NOTIFICATION_BADGE_CAP } from '@sahaya/contract/constants';
import type { Notification } from '@sahaya/contract/notifications';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { useChangeNotifications } from '../api/change-notifications.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useLoadOlderNotifications } from '../api/load-older-notifications.ts';
import { logNotificationFailure } from '../utils/log-failure.ts';
import { useLiveNotifications } from '../hooks/use-live-notifications.ts';
import { isImageUrl, notificationLink, type NotificationRole } from '../utils/notification-link.ts';
import { relativeTime } from '../utils/relative-time.ts';

const MAX_THUMBNAILS = 3;

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

function Thumbnails({ media }: { media: string[] }) {
  if (media.length === 0) return null;
  const shown = media.slice(0, MAX_THUMBNAILS);
  const more = media.length - shown.length;
  return (
    <span className="mt-2 flex items-center gap-1.5" aria-label={`${media.length} attachment${media.length === 1 ? '' : 's'}`}>
      {shown.map((url) =>
        isImageUrl(url) ? (
          <img key={url} src={url} alt="" loading="lazy" className="size-10 rounded-md border border-stone-200 object-cover" />
        ) : (
          <span key={url} className="flex size-10 items-center justify-center rounded-md border border-stone-200 bg-stone-50">
            <FileText className="size-5 text-muted" aria-hidden />
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

const itemClass =
  'flex cursor-pointer items-center justify-center rounded-lg outline-none data-[highlighted]:bg-primary-100 data-[highlighted]:text-primary-900';

interface RowProps {
  notification: Notification;
  now: number;
  onOpen: (notification: Notification) => void;
  onRead: (id: string) => void;
  onClear: (id: string) => void;
}

/**
 * One notification. Opening it and its two actions are separate menu items, so the arrow keys
 * reach each of them; the actions keep the panel open.
 */
function NotificationRow({ notification, now, onOpen, onRead, onClear }: RowProps) {
  const Icon = notification.type === 'message' ? MessageSquare : CalendarClock;
  const when = relativeTime(notification.createdAt ?? notification.timestamp, now);
  return (
    <li className={cn('flex items-start gap-1 rounded-xl p-1', !notification.read && 'bg-primary-50')}>
      <DropdownMenu.Item
        onSelect={() => onOpen(notification)}
        className="flex min-h-11 min-w-0 flex-1 cursor-pointer gap-3 rounded-lg p-2 text-left outline-none data-[highlighted]:bg-primary-100"
        aria-label={`${notification.read ? '' : 'Unread: '}${notification.content}, ${when}`}
      >
        <Icon className="mt-0.5 size-5 shrink-0 text-primary-700" aria-hidden />
        <span className="min-w-0 flex-1">
          <span className={cn('block break-words', !notification.read && 'font-semibold')}>{notification.content}</span>
          <span className="block text-sm text-muted">{when}</span>
          <Thumbnails media={notification.media} />
        </span>
        {!notification.read ? <span className="mt-2 size-2.5 shrink-0 rounded-full bg-primary-600" aria-hidden /> : null}
      </DropdownMenu.Item>
      <span className="flex shrink-0 flex-col gap-1">
        {!notification.read ? (
          <DropdownMenu.Item
            className={cn(itemClass, 'size-10 text-muted')}
            onSelect={(event) => {
              event.preventDefault();
              onRead(notification._id);
            }}
            aria-label="Mark as read"
            title="Mark as read"
          >
            <Check className="size-5" aria-hidden />
          </DropdownMenu.Item>
        ) : null}
        <DropdownMenu.Item
          className={cn(itemClass, 'size-10 text-muted data-[highlighted]:bg-red-50 data-[highlighted]:text-danger')}
          onSelect={(event) => {
            event.preventDefault();
            onClear(notification._id);
          }}
          aria-label="Remove notification"
          title="Remove"
        >
          <X className="size-5" aria-hidden />
        </DropdownMenu.Item>
      </span>
    </li>
  );
}

/**
 * The bell of the user and volunteer top bars (spec 1 §2 "Notification panel", spec 2 §2): unread
 * badge, a keyboard-operable panel, live arrivals, read/clear per item and for all.
 */
export function NotificationBell({ role }: { role: NotificationRole }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const list = useNotifications();
  const change = useChangeNotifications();
  const older = useLoadOlderNotifications();
  const nextCursor = list.data?.nextCursor ?? null;
  const now = useMinuteTick(open);
  useLiveNotifications();

  useEffect(() => {
    if (list.error) logNotificationFailure('load', list.error);
  }, [list.error]);

  const items = list.data?.data ?? [];
  const unread = list.data?.unreadCount ?? 0;
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';

  const onOpen = (notification: Notification) => {
    if (!notification.read) change.mutate({ kind: 'read', id: notification._id });
    const link = notificationLink(notification, role);
    if (link) void navigate(link);
  };

  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          aria-label={label}
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
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label="Notifications"
          className="z-40 flex max-h-[min(32rem,calc(100dvh-5rem))] w-[min(26rem,calc(100vw-1rem))] flex-col rounded-2xl border border-stone-200 bg-white shadow-xl"
        >
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-stone-200 p-3">
            <DropdownMenu.Label className="mr-auto text-lg font-bold text-ink">Notifications</DropdownMenu.Label>
            {items.length > 0 ? (
              <>
                <DropdownMenu.Item
                  disabled={unread === 0}
                  onSelect={(event) => {
                    event.preventDefault();
                    change.mutate({ kind: 'readAll' });
                  }}
                  className={cn(itemClass, 'min-h-10 gap-1 px-2 text-sm font-semibold whitespace-nowrap text-primary-800 data-[disabled]:cursor-default data-[disabled]:opacity-50')}
                >
                  <CheckCheck className="size-4" aria-hidden />
                  Mark all as read
                </DropdownMenu.Item>
                <DropdownMenu.Item
                  onSelect={(event) => {
                    event.preventDefault();
                    change.mutate({ kind: 'clearAll' });
                  }}
                  className={cn(itemClass, 'min-h-10 gap-1 px-2 text-sm font-semibold whitespace-nowrap text-danger data-[highlighted]:bg-red-50 data-[highlighted]:text-danger')}
                >
                  <Trash2 className="size-4" aria-hidden />
                  Clear all
                </DropdownMenu.Item>
              </>
            ) : null}
          </div>
          <div className="overflow-y-auto p-2">
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
                  <NotificationRow
                    key={notification._id}
                    notification={notification}
                    now={now}
                    onOpen={onOpen}
                    onRead={(id) => change.mutate({ kind: 'read', id })}
                    onClear={(id) => change.mutate({ kind: 'clear', id })}
                  />
                ))}
              </ul>
            )}
            {nextCursor && items.length > 0 ? (
              <DropdownMenu.Item
                disabled={older.isPending}
                onSelect={(event) => {
                  event.preventDefault();
                  older.mutate(nextCursor);
                }}
                className={cn(itemClass, 'mt-1 min-h-11 w-full text-sm font-semibold text-primary-800 data-[disabled]:opacity-60')}
              >
                {older.isPending ? 'Loading…' : 'Show older notifications'}
              </DropdownMenu.Item>
            ) : null}
          </div>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
