/**
 * How big the app's text is: normal, large or larger. The choice scales the root font size
 * (`<html data-text-size>`, index.css), so every rem-sized text, gap and control grows with it. It
 * is kept in a cookie the server reads too (the first paint is already at that size) and, for a
 * signed-in person, on their account (lib/session/preferences.ts).
 */
import { useSyncExternalStore } from 'react';
import { TEXT_SIZE_COOKIE, textSizes, type TextSize } from '@sahaya/contract/i18n/languages';
import { readCookie, writeCookie } from './cookies.ts';

/** As long as the language's choice. */
const KEEP_DAYS = 365;

export const isTextSize = (value: unknown): value is TextSize =>
  typeof value === 'string' && (textSizes as readonly string[]).includes(value);

/** The size this browser was last set to, else normal. */
export function initialTextSize(): TextSize {
  if (typeof document === 'undefined') return 'normal';
  const stored = readCookie(TEXT_SIZE_COOKIE);
  return isTextSize(stored) ? stored : 'normal';
}

const listeners = new Set<() => void>();
let current: TextSize = initialTextSize();

/** Shows `size` (without remembering it). */
export function applyTextSize(size: TextSize): void {
  current = size;
  if (typeof document !== 'undefined') document.documentElement.dataset.textSize = size;
  for (const listener of listeners) listener();
}

/** A person's choice: shown now and kept on this browser. */
export function chooseTextSize(size: TextSize): void {
  writeCookie(TEXT_SIZE_COOKIE, size, KEEP_DAYS);
  applyTextSize(size);
}

export const currentTextSize = (): TextSize => current;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The size shown now, for a control that shows which one is chosen. */
export function useTextSize(): TextSize {
  return useSyncExternalStore(subscribe, currentTextSize, () => 'normal');
}
