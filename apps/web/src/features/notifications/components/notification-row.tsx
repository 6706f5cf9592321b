import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Check, FileText, MessageSquare, X } from 'lucide-react';
import type { Notification } from '@sahaya/contract/notifications/schemas';
import { subjectIcons } from '../../../components/subject-icons.ts';
import { cn } from '../../../lib/cn.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { isImageUrl } from '../utils/notification-link.ts';

const MAX_THUMBNAILS = 3;

/**
 * Every control in the panel shows keyboard focus as the app's own 3 px ring, drawn inside the
 * control so the scrolling list cannot clip it, on top of a tint that also follows the pointer.
 */
const controlClass = cn('cursor-pointer rounded-lg focus-visible:outline-offset-[-3px]');
const iconButtonClass = cn(controlClass, 'flex size-10 items-center justify-center text-muted hover:bg-primary-100 hover:text-primary-900');
export const textButtonClass = cn(
  controlClass,
  'inline-flex min-h-10 items-center gap-1 px-2 text-sm font-semibold whitespace-nowrap text-primary-800 hover:bg-primary-100',
);

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

interface RowProps {
  notification: Notification;
  now: number;
  onOpen: (notification: Notification) => void;
  onRead: (id: string) => void;
  onClear: (id: string) => void;
}

/** One notification: a button that opens it, and buttons to mark it read and to remove it. */
export function NotificationRow({ notification, now, onOpen, onRead, onClear }: RowProps) {
  // A system notice without a topic is about a meeting (spec 1).
  const Icon = notification.type === 'message' ? MessageSquare : subjectIcons[notification.topic ?? 'meeting'];
  const { t } = useLingui();
  const f = useFormat();
  const when = f.relativeTime(notification.createdAt ?? notification.timestamp, now);
  const content = notification.content;
  const count = notification.media.length;
  // What a screen reader says of the row: unread or not, the notice, when, and how many attachments.
  const label = notification.read
    ? t({
        message: plural(count, {
          0: `${content}, ${when}`,
          one: `${content}, ${when}, # attachment`,
          other: `${content}, ${when}, # attachments`,
        }),
      })
    : t({
        message: plural(count, {
          0: `Unread: ${content}, ${when}`,
          one: `Unread: ${content}, ${when}, # attachment`,
          other: `Unread: ${content}, ${when}, # attachments`,
        }),
      });
  return (
    <li data-notification-id={notification._id} className={cn('flex items-start gap-1 rounded-xl p-1', !notification.read && 'bg-primary-50')}>
      <button
        type="button"
        data-open-notification
        onClick={() => onOpen(notification)}
        className={cn(controlClass, 'flex min-h-11 min-w-0 flex-1 gap-3 p-2 text-start hover:bg-primary-100')}
        aria-label={label}
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
          <button type="button" className={iconButtonClass} onClick={() => onRead(notification._id)} aria-label={t`Mark as read`} title={t`Mark as read`}>
            <Check className="size-5" aria-hidden />
          </button>
        ) : null}
        <button
          type="button"
          className={cn(iconButtonClass, 'hover:bg-red-50 hover:text-danger')}
          onClick={() => onClear(notification._id)}
          aria-label={t`Remove notification`}
          title={t`Remove`}
        >
          <X className="size-5" aria-hidden />
        </button>
      </span>
    </li>
  );
}
