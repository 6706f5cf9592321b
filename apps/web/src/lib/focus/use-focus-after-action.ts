import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/** How long after an action the list may still change (its data read again) and focus follow it. */
const SETTLE_MS = 4000;

/** The attribute that names a list item by its key: `<li data-focus-key={request._id}>`. */
export const FOCUS_KEY = 'data-focus-key';

/** The attribute that marks what an empty list says, where there is no heading to say it: `<p data-focus-empty>`. */
export const FOCUS_EMPTY = 'data-focus-empty';

/**
 * Whether an element is displayed. A list shown two ways (cards on a narrow screen, a table on a
 * wide one) holds each item twice, one of them hidden, and a hidden element cannot take focus.
 */
const displayed = (element: HTMLElement) => element.getClientRects().length > 0;

/** Where reading resumes in an item: its title (a card's heading), or the item itself. */
function focusableIn(item: HTMLElement): HTMLElement {
  return item.querySelector<HTMLElement>('h2, h3') ?? item;
}

/** Focuses a heading or item that Tab does not reach, scrolled into sight (clear of the header and toasts, see index.css). */
function focusPlace(target: HTMLElement): void {
  if (!target.hasAttribute('tabindex') && !target.matches('a[href], button, input, select, textarea')) {
    target.setAttribute('tabindex', '-1');
  }
  target.focus();
}

/**
 * Where focus goes after an action on one item of a list (approve, reject, cancel, delete, accept,
 * assign), so a keyboard or screen reader user carries on where they were rather than at the top
 * of the page: the same item if it is still in the list, else the one that followed it, else the
 * one before it (it was the last), else the list's empty state. The action's control may be gone
 * (an approved request has no Approve button) and the list is read again after the action, so the
 * place is chosen once the list has changed, and again if it changes once more shortly after.
 *
 * `keys` are the list's items in order, as shown. The container (`ref`) holds the list and its
 * empty state; each item carries `data-focus-key={key}` (FOCUS_KEY), and an empty state without a
 * heading marks its words with FOCUS_EMPTY. Call `settle(key)` when an action on that item has
 * succeeded.
 */
export function useFocusAfterAction(keys: readonly string[] | undefined) {
  const container = useRef<HTMLElement | null>(null);
  const ref = useCallback((element: HTMLElement | null) => {
    container.current = element;
  }, []);
  const shown = useRef<readonly string[]>([]);
  const before = useRef<readonly string[]>([]);
  const pending = useRef<{ order: string[]; until: number; placed: HTMLElement | null } | null>(null);

  // The list as it was before its latest change still holds an item the action removed.
  const joined = keys?.join('\n') ?? '';
  useLayoutEffect(() => {
    if (!keys || joined === shown.current.join('\n')) return;
    before.current = shown.current;
    shown.current = keys;
  }, [keys, joined]);

  const place = useCallback(() => {
    const wanted = pending.current;
    const list = container.current;
    if (!wanted || !list) return;
    if (Date.now() > wanted.until) {
      pending.current = null;
      return;
    }
    // After the first placing, focus moves again only if it was lost (to the body, or to the page's
    // heading, where a closing dialog puts it when its opener has gone) or is still where it was
    // put: a person who has moved on is left where they are.
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected || active.matches('main, main h1');
    if (wanted.placed && !lost && active !== wanted.placed) return;
    const items = [...list.querySelectorAll<HTMLElement>(`[${FOCUS_KEY}]`)].filter(displayed);
    const byKey = new Map(items.map((item) => [item.getAttribute(FOCUS_KEY), item]));
    const item = wanted.order.map((key) => byKey.get(key)).find((found) => found !== undefined) ?? items[0];
    const empty = [...list.querySelectorAll<HTMLElement>(`[${FOCUS_EMPTY}]`)].find(displayed);
    const target = item ? focusableIn(item) : (empty ?? list.querySelector<HTMLElement>('h2, h3') ?? list);
    if (target !== active) focusPlace(target);
    wanted.placed = target;
  }, []);

  /**
   * After two frames, and once more a moment later: a dialog that closed with the action hands focus
   * back in a frame of its own, and this comes after it.
   */
  const placeSoon = useCallback(() => {
    requestAnimationFrame(() => requestAnimationFrame(place));
    setTimeout(place, 150);
  }, [place]);

  useEffect(() => {
    if (pending.current) placeSoon();
  }, [joined, placeSoon]);

  const settle = useCallback(
    (key: string) => {
      const list = shown.current.includes(key) ? shown.current : before.current;
      const at = list.indexOf(key);
      // The item itself, then those after it, then those before it, nearest first.
      const order = at < 0 ? [key] : [key, ...list.slice(at + 1), ...list.slice(0, at).reverse()];
      pending.current = { order, until: Date.now() + SETTLE_MS, placed: null };
      placeSoon();
    },
    [placeSoon],
  );

  return { ref, settle };
}
