/**
 * Moves focus to the page's heading, or to its main region while the heading waits for data, so a
 * screen reader announces the new page and the next Tab continues in it. Focus a page placed
 * itself (an autofocused field) or a control still on screen (a sidebar link) stays where it is.
 */
export function focusPageHeading(): void {
  if (document.activeElement && document.activeElement !== document.body) return;
  const main = document.getElementById('main');
  const target = main?.querySelector<HTMLElement>('h1') ?? main;
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
