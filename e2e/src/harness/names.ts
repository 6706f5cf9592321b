import { randomInt } from 'node:crypto';

/** `count` random lowercase letters. */
export function randomLetters(count: number): string {
  return Array.from({ length: count }, () => String.fromCharCode(97 + randomInt(26))).join('');
}

/** Names allow letters and spaces only, so uniqueness comes from random letters rather than digits. */
export function uniqueName(first: string): string {
  const last = randomLetters(8);
  return `${first} ${last.charAt(0).toUpperCase()}${last.slice(1)}`;
}
