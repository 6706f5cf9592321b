/** A file's size as the Add Asset form shows it: "1.25 MB". */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

/** Shown when an asset has no image or its image does not load. */
export const FALLBACK_IMAGE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#e7e5e4"/>' +
      '<path d="M150 190l40-50 30 35 20-25 40 40z" fill="#a8a29e"/><circle cx="165" cy="120" r="15" fill="#a8a29e"/></svg>',
  );
