/**
 * Nothing a person has just used may end up behind a toast (WCAG 2.2 2.4.11, focus not obscured).
 * A failure is said in a toast at the bottom of the window the moment the control that sent it is
 * released, and on a phone that control (Login, at the foot of a short form) is often in the same
 * strip. Pages keep room below their last control and the page's scroll padding stops focus above
 * the toasts (index.css, lib/toasts/toast-zone.ts), but a toast does not move focus, so nothing scrolls by
 * itself: when a toast appears, the focused element is scrolled up until it is clear of every toast.
 */

/** The room left between the focused element and the toast above it, so its focus ring shows too. */
const GAP_PX = 12;

/** A toast slides in for 400 ms (sonner); it is measured again once it has come to rest. */
const SETTLED_MS = 450;

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The nearest ancestor that scrolls vertically (a dialog's body), or the page. */
function scrollerOf(element: HTMLElement): HTMLElement | null {
  for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
    const { overflowY } = getComputedStyle(parent);
    if ((overflowY === 'auto' || overflowY === 'scroll') && parent.scrollHeight > parent.clientHeight) return parent;
  }
  return null;
}

/** Scrolls the focused element up by as much as the toasts over it reach above its bottom edge. */
function clearFocusedElement(toaster: HTMLElement): void {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body || toaster.contains(focused)) return;
  const box = focused.getBoundingClientRect();
  if (box.height === 0) return;
  const covering = [...toaster.querySelectorAll<HTMLElement>('[data-sonner-toast]')]
    .map((toast) => toast.getBoundingClientRect())
    .filter((toast) => overlaps(box, toast));
  if (covering.length === 0) return;
  const top = Math.min(...covering.map((toast) => toast.top));
  const by = box.bottom - top + GAP_PX;
  const scroller = scrollerOf(focused);
  if (scroller) scroller.scrollBy({ top: by });
  else window.scrollBy({ top: by });
}

/**
 * Watches the toaster (a ref callback on the element that holds sonner's `<Toaster>`; React 19
 * calls the cleanup it returns when the element goes): each toast that appears clears the focused
 * element of the toasts, once as it starts to show and again once it has slid into place.
 */
export function keepFocusClearOfToasts(toaster: HTMLElement | null): (() => void) | undefined {
  if (!toaster) return undefined;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later = (ms: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      clearFocusedElement(toaster);
    }, ms);
    timers.add(timer);
  };
  const observer = new MutationObserver((records) => {
    const added = records.some((record) =>
      [...record.addedNodes].some(
        (node) => node instanceof HTMLElement && (node.matches('[data-sonner-toast]') || node.querySelector('[data-sonner-toast]') !== null),
      ),
    );
    if (!added) return;
    later(0);
    later(SETTLED_MS);
  });
  observer.observe(toaster, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    for (const timer of timers) clearTimeout(timer);
  };
}
