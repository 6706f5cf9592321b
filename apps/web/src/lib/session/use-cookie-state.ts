import { useCallback, useState } from 'react';
import { readCookie, writeCookie } from './cookies.ts';

/** A boolean preference kept in a cookie for `days`, so it survives reloads and new tabs. */
export function useCookieBoolean(name: string, fallback: boolean, days: number): [boolean, (next: boolean) => void] {
  const [value, setValue] = useState(() => {
    const stored = readCookie(name);
    return stored === undefined ? fallback : stored === 'true';
  });
  const update = useCallback(
    (next: boolean) => {
      setValue(next);
      writeCookie(name, String(next), days);
    },
    [name, days],
  );
  return [value, update];
}
