import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names and lets later Tailwind classes override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * tailwind-merge builds its tables on first use, which takes a slow phone some tens of
 * milliseconds. Called in a task of its own before the app first renders, so that render (which
 * cannot be split) does not carry it too.
 */
export function prepareClassMerging(): void {
  twMerge('');
}
