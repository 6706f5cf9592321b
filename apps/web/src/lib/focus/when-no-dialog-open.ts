/** A dialog the person is busy with: a modal or an alert dialog on screen (closed ones leave the page). */
const OPEN_DIALOG = '[role="dialog"], [role="alertdialog"], dialog[open]';

export function dialogOpen(root: ParentNode = document): boolean {
  return root.querySelector(OPEN_DIALOG) !== null;
}

/**
 * Calls `then` as soon as no dialog is open (at once when none is), so something the page offers
 * unasked never comes over a dialog the person is in the middle of. Answers a function that stops
 * waiting.
 */
export function whenNoDialogOpen(then: () => void): () => void {
  if (!dialogOpen()) {
    then();
    return () => {};
  }
  const observer = new MutationObserver(() => {
    if (dialogOpen()) return;
    observer.disconnect();
    then();
  });
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['open', 'role'] });
  return () => observer.disconnect();
}
