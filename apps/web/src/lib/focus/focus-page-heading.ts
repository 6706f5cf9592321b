/** How long a page's heading may take to arrive (it may wait for the page's data) before focus stays on the main region. */
const HEADING_WAIT_MS = 5000;

let stopWaiting: (() => void) | null = null;

/** Focuses an element that is not a control, without scrolling: it is where reading starts, not something to press. */
function focusTarget(target: HTMLElement): void {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * Moves focus to the page's heading, so a screen reader announces the new page and the next Tab
 * continues in it. Focus a page placed itself (an autofocused field) or a control still on screen
 * (a sidebar link) stays where it is. While the heading waits for the page's data, the main region
 * holds focus (it shows no frame, see index.css) and hands it to the heading once that appears,
 * unless the person has moved on meanwhile.
 */
export function focusPageHeading(): void {
  stopWaiting?.();
  if (document.activeElement && document.activeElement !== document.body) return;
  const main = document.getElementById('main');
  if (!main) return;
  const heading = main.querySelector<HTMLElement>('h1');
  if (heading) {
    focusTarget(heading);
    return;
  }
  focusTarget(main);
  const observer = new MutationObserver(() => {
    const arrived = main.querySelector<HTMLElement>('h1');
    if (!arrived) return;
    stop();
    if (document.activeElement === main) focusTarget(arrived);
  });
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    stopWaiting = null;
  };
  stopWaiting = stop;
  observer.observe(main, { childList: true, subtree: true });
}
