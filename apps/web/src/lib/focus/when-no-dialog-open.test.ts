import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenNoDialogOpen } from './when-no-dialog-open.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A page whose dialogs are opened and closed by the test, with the observer the browser would run on each change. */
function pageWithDialog(open: boolean) {
  const state = { open, observers: [] as { callback: () => void; connected: boolean }[] };
  vi.stubGlobal('document', { body: {}, querySelector: () => (state.open ? {} : null) });
  vi.stubGlobal(
    'MutationObserver',
    class {
      entry: { callback: () => void; connected: boolean };
      constructor(callback: () => void) {
        this.entry = { callback, connected: false };
        state.observers.push(this.entry);
      }
      observe() {
        this.entry.connected = true;
      }
      disconnect() {
        this.entry.connected = false;
      }
    },
  );
  const change = (nowOpen: boolean) => {
    state.open = nowOpen;
    for (const o of state.observers) if (o.connected) o.callback();
  };
  return { change, watching: () => state.observers.some((o) => o.connected) };
}

describe('waiting for the dialogs to close', () => {
  it('goes on at once when no dialog is open', () => {
    pageWithDialog(false);
    const then = vi.fn();
    whenNoDialogOpen(then);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('waits while a dialog is open, and goes on once it closes', () => {
    const page = pageWithDialog(true);
    const then = vi.fn();
    whenNoDialogOpen(then);
    expect(then).not.toHaveBeenCalled();
    page.change(true);
    expect(then).not.toHaveBeenCalled();
    page.change(false);
    expect(then).toHaveBeenCalledTimes(1);
    expect(page.watching()).toBe(false);
  });

  it('stops waiting when told to', () => {
    const page = pageWithDialog(true);
    const then = vi.fn();
    whenNoDialogOpen(then)();
    page.change(false);
    expect(then).not.toHaveBeenCalled();
  });
});
