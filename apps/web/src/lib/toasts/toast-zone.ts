/**
 * The strip along the bottom of the window where toasts appear (app/providers.tsx puts them at the
 * bottom): room for the newest toast and the edges of those behind it. A panel that reaches down
 * the page stops above it, and the page's focus, scrolling and last control stop above it too
 * (index.css's --toast-zone, the same height, and --toast-clearance, which adds the reconnecting
 * notice the toasts stack on), so no toast ever covers what a person is about to tap.
 */
export const TOAST_ZONE_PX = 112;
