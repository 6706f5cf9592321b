/**
 * Puts focus in the first field of a dialog that just opened (a text field, a choice or a text
 * area), with the cursor at the end of what is already there. Radix selects the whole text of the
 * field it focuses, so one keystroke would replace a saved name; this leaves it whole. Use it as
 * `onOpenAutoFocus`.
 */
export function focusFirstField(event: Event): void {
  // The dialog's content dispatches the event, so it is the target.
  const container = event.target instanceof HTMLElement ? event.target : null;
  const field = container?.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input:not([type="hidden"]), select, textarea');
  if (!field) return;
  event.preventDefault();
  field.focus();
  if (!(field instanceof HTMLSelectElement) && field.selectionStart !== null) field.setSelectionRange(field.value.length, field.value.length);
}
