/**
 * The control that last had focus outside any dialog. A dialog's opener cannot be read when the
 * dialog mounts: by then an autofocused control inside it (Cancel in a confirmation) has focus. So
 * focus is followed from the app's start (start-app.tsx), before any dialog's code has loaded: a
 * dialog loaded when first opened still finds the control that opened it.
 */
let lastFocusOutsideDialogs: HTMLElement | null = null;
let tracking = false;

export function trackFocusOutsideDialogs(): void {
  if (tracking || typeof document === 'undefined') return;
  tracking = true;
  document.addEventListener(
    'focusin',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLElement && !target.closest('[role="dialog"], [role="alertdialog"]')) {
        lastFocusOutsideDialogs = target;
      }
    },
    true,
  );
}

export function focusOutsideDialogs(): HTMLElement | null {
  return lastFocusOutsideDialogs;
}
