/**
 * Puts focus in the first text field of a dialog that just opened, with the cursor at the end of
 * what is already there. Radix selects the whole text of the field it focuses, so one keystroke
 * would replace a saved name; this leaves it whole. Use it as `onOpenAutoFocus`.
 */
export function focusFirstField(event: Event): void {
  // The dialog's content dispatches the event, so it is the target.
  const container = event.target instanceof HTMLElement ? event.target : null;
  const input = container?.querySelector<HTMLInputElement>('input:not([type="hidden"])');
  if (!input) return;
  event.preventDefault();
  input.focus();
  input.setSelectionRange(input.value.length, input.value.length);
}
