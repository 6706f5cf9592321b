import { useSyncExternalStore } from 'react';
import type { Attachment } from '../utils/attachments.ts';

/** The next message as far as it is written, and whether it is on its way. */
interface Draft {
  text: string;
  attachments: Attachment[];
  sending: boolean;
}

const noDraft: Draft = { text: '', attachments: [], sending: false };

/**
 * Each chat's next message, by person and request, kept outside the composer: the chat's panel
 * goes whenever another tab of the request is shown (so it leaves the conversation's room and
 * messages become notifications again), and what was typed and attached must be there when it
 * comes back. A send still on its way as the panel goes ends in the draft too, so nothing sent
 * comes back to be sent again. The drafts, and their previews, last as long as the browser tab.
 */
const drafts = new Map<string, Draft>();
const draftListeners = new Set<() => void>();

const subscribeToDrafts = (listener: () => void) => {
  draftListeners.add(listener);
  return () => {
    draftListeners.delete(listener);
  };
};

export function useChatDraft(key: string) {
  const draft = useSyncExternalStore(
    subscribeToDrafts,
    () => drafts.get(key) ?? noDraft,
    () => noDraft,
  );
  const update = (change: (current: Draft) => Partial<Draft>) => {
    const current = drafts.get(key) ?? noDraft;
    const next = { ...current, ...change(current) };
    if (next.text === '' && next.attachments.length === 0 && !next.sending) drafts.delete(key);
    else drafts.set(key, next);
    draftListeners.forEach((listener) => listener());
  };
  return [draft, update] as const;
}
