/**
 * The option of a radio group a key moves to, from the option at `index` of `count`: the arrow keys
 * go to the next or previous one (round from the last to the first), Home and End to the first and
 * the last. `null` for any other key, which the group leaves alone. On a page that runs right to
 * left (Urdu) the next option is to the left, so the left arrow goes to it.
 */
export function radioKeyTarget(key: string, index: number, count: number, direction: 'ltr' | 'rtl' = 'ltr'): number | null {
  if (count < 1) return null;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- key names
  const mirrored: Record<string, string> = { ArrowLeft: 'ArrowRight', ArrowRight: 'ArrowLeft' };
  switch (direction === 'rtl' ? (mirrored[key] ?? key) : key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
