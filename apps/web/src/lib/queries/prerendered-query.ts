/**
 * Whether the prerendered markup of a public page is what the app renders at this address, so the
 * app may adopt it as it stands (start-app.tsx). `query` is the one query parameter the page was
 * rendered with, `name=value` (`role=` for the page without it, see prerender.tsx); a page that
 * reads no parameter has none and looks the same at any address.
 */
export function prerenderedFor(query: string | undefined, search: string): boolean {
  if (query === undefined) return true;
  const split = query.indexOf('=');
  if (split < 1) return false;
  const name = query.slice(0, split);
  return (new URLSearchParams(search).get(name) ?? '') === query.slice(split + 1);
}
