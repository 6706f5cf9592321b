import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import type { ListNotificationsReply } from '@sahaya/contract/notifications/schemas';
import { call } from '../../../lib/api/api-client.ts';
import { getSession } from '../../../lib/session/auth-store.ts';
import { summaryQueryKey } from '../../../lib/queries/me.ts';
import { logFailure } from '../../../lib/api/log-failure.ts';
import { notificationKeys } from './keys.ts';
import { clearNotification } from './change-notifications.ts';
import { listNotifications } from './get-notifications.ts';
import { loadNotificationEndpoints } from './routes.ts';

/** How long "Clear all" can be undone before the notifications are deleted for good. */
export const CLEAR_ALL_UNDO_MS = 10_000;

interface PendingClear {
  /** Whose notifications: a different person signing in on this tab within the window cancels it. */
  userId: string;
  /** The notifications the person saw when they cleared, which the bell hides until the delete is sent. */
  hiddenIds: ReadonlySet<string>;
  /** Where the older pages the person never loaded begin; they are cleared too. */
  olderCursor: string | null;
  timer: ReturnType<typeof setTimeout>;
  queryClient: QueryClient;
}

/*
 * The pending clear lives outside any component: the bell is unmounted when the person leaves the
 * signed-in area within the window, and the delete they asked for must still be sent then.
 */
let pending: PendingClear | null = null;
const listeners = new Set<() => void>();

function setPending(next: PendingClear | null): void {
  pending = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The ids the bell hides while a clear waits, or null when none does. */
export const readHiddenIds = () => pending?.hiddenIds ?? null;

/** The ids of every notification after `cursor`, page by page. */
async function idsAfter(cursor: string | null): Promise<string[]> {
  const ids: string[] = [];
  for (let next = cursor; next; ) {
    const page = await listNotifications(next);
    ids.push(...page.data.map((n) => n._id));
    next = page.nextCursor;
  }
  return ids;
}

/**
 * Deletes what the person cleared. When nothing has arrived since, one "clear all" does it; a
 * notification that came in during the undo window was never seen as cleared, so then the cleared
 * ones are deleted one by one and the new one is kept.
 */
async function sendClear(clear: PendingClear): Promise<void> {
  const list = clear.queryClient.getQueryData<ListNotificationsReply>(notificationKeys.bell);
  const arrived = list?.data.some((n) => !clear.hiddenIds.has(n._id)) ?? false;
  if (!arrived) {
    const { clearAllNotifications } = await loadNotificationEndpoints();
    await call(clearAllNotifications);
    return;
  }
  const ids = [...clear.hiddenIds, ...(await idsAfter(clear.olderCursor))];
  await Promise.all(
    ids.map((id) =>
      clearNotification(id).catch((error: unknown) => {
        // One already removed elsewhere (another tab) is no reason to keep the rest.
        logFailure('Notification', 'change', error);
      }),
    ),
  );
}

function commit(clear: PendingClear): void {
  if (pending !== clear) return;
  setPending(null);
  // Signed out (or someone else signed in) within the window: their notifications stay as they were.
  if (getSession()?.userId !== clear.userId) return;
  sendClear(clear)
    .catch((error: unknown) => logFailure('Notification', 'change', error))
    .finally(() => {
      void clear.queryClient.invalidateQueries({ queryKey: notificationKeys.bell });
      void clear.queryClient.invalidateQueries({ queryKey: summaryQueryKey });
    });
}

/**
 * Hides the notifications loaded in the bell and schedules their deletion after
 * {@link CLEAR_ALL_UNDO_MS}. Does nothing while an earlier clear is still waiting, or when nobody is
 * signed in or nothing is loaded.
 */
export function startClearAll(queryClient: QueryClient): void {
  const userId = getSession()?.userId;
  const list = queryClient.getQueryData<ListNotificationsReply>(notificationKeys.bell);
  if (!userId || !list || pending) return;
  const clear: PendingClear = {
    userId,
    hiddenIds: new Set(list.data.map((n) => n._id)),
    olderCursor: list.nextCursor,
    queryClient,
    timer: setTimeout(() => commit(clear), CLEAR_ALL_UNDO_MS),
  };
  setPending(clear);
}

/** Cancels the waiting clear: nothing is deleted and the notifications show again. */
export function undoClearAll(): void {
  if (!pending) return;
  clearTimeout(pending.timer);
  setPending(null);
}

/**
 * "Clear all" with a way back (spec 1 §2 "clear one or all"): the notifications disappear from the
 * bell at once and are deleted only after {@link CLEAR_ALL_UNDO_MS}, unless the person presses Undo.
 * `hiddenIds` are the ones to leave out of the bell meanwhile.
 */
export function useUndoableClearAll() {
  const queryClient = useQueryClient();
  // The same reading serves the prerendered shell of a page, where nothing is being cleared.
  const hiddenIds = useSyncExternalStore(subscribe, readHiddenIds, readHiddenIds);
  const clearAll = useCallback(() => startClearAll(queryClient), [queryClient]);
  return { hiddenIds, clearAll, undo: undoClearAll };
}
