import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Bell } from 'lucide-react';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import { NOTIFICATION_BADGE_CAP } from '@sahaya/contract/constants';
import { TOAST_ZONE_PX } from '../../../lib/toasts/toast-zone.ts';
import { useUndoableClearAll } from '../api/clear-all-notifications.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { logFailure } from '../../../lib/api/log-failure.ts';
import { useLiveNotifications } from '../hooks/use-live-notifications.ts';
import type { NotificationRole } from '../utils/notification-link.ts';
import { bellNotifications, NotificationList } from './notification-list.tsx';
import { PushOffer } from './push-offer.tsx';

/** Space kept between the panel and the edges of the window. */
const EDGE_PX = 8;
const PANEL_MAX_WIDTH_PX = 416;

/** "9+" above the cap (spec 1 §9). */
export function badgeText(unread: number): string {
  return unread > NOTIFICATION_BADGE_CAP ? `${NOTIFICATION_BADGE_CAP}+` : String(unread);
}

/**
 * The bell's name says the badge's own text ("9+", not "10"), so what a person sees is what a
 * voice-control user says to press it (WCAG 2.5.3, label in name); the open panel lists them all.
 */
export function bellLabel(unread: number): MessageDescriptor {
  const badge = badgeText(unread);
  return unread > 0 ? msg`Notifications, ${badge} unread` : msg`Notifications`;
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

/**
 * The bell of the user and volunteer top bars (spec 1 §2 "Notification panel", spec 2 §2): unread
 * badge and live arrivals, and the panel it opens with the list (see notification-list.tsx).
 *
 * The panel is a disclosure, not a menu: the bell says whether it is expanded, the panel follows it
 * in the tab order as a list of ordinary buttons, and the rest of the page stays usable while it is
 * open. Escape closes it and puts focus back on the bell; so does a click elsewhere or tabbing past it
 * (focus then goes where the person sent it). It stops above the toasts, so neither hides the other.
 */
export function NotificationBell({ role }: { role: NotificationRole }) {
  const [open, setOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const list = useNotifications();
  const { hiddenIds, clearAll, undo } = useUndoableClearAll();
  useLiveNotifications();

  const rootRef = useRef<HTMLDivElement>(null);
  const bellRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const panelId = useId();
  const headingId = useId();
  const place = usePanelPlace(open, bellRef);
  const { i18n } = useLingui();

  useEffect(() => {
    if (list.error) logFailure('Notification', 'load', list.error);
  }, [list.error]);

  const notifications = bellNotifications(list.data, hiddenIds);
  const { unread } = notifications;
  const label = i18n._(bellLabel(unread));

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
    <>
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
              className="absolute top-0.5 end-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1 text-xs font-bold text-white"
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
            data-notification-panel
            aria-labelledby={headingId}
            style={place ? { top: place.top, right: place.right, maxHeight: `calc(100dvh - ${place.top + TOAST_ZONE_PX}px)` } : { visibility: 'hidden' }}
            className="fixed z-40 flex w-[min(26rem,calc(100vw-1rem))] flex-col rounded-2xl border border-stone-200 bg-white text-base shadow-xl"
          >
            <NotificationList
              role={role}
              panel={panelRef}
              headingId={headingId}
              notifications={notifications}
              pending={list.isPending}
              clearAll={clearAll}
              undo={undo}
              announce={setAnnouncement}
              onLeave={() => close(false)}
            />
          </section>
        ) : null}
      </div>
      {/* Beside the bell in every signed-in page of a user or volunteer: offered after a request is sent or taken. */}
      <PushOffer role={role} />
    </>
  );
}
