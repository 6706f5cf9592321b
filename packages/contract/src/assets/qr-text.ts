/**
 * What an asset's QR code holds, written and read in one place: the address of the asset's page
 * for people who borrow it, on this site. The admin's Generate QR dialog and the printed label
 * sheet write it; the Scan page reads it. Both sides live here so a sticker printed by one is
 * always read by the other.
 */

/** An asset's id: the uuid the database gives it. */
const assetId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The pages that name an asset: the person's (which the printed QR code opens) and the admin's. */
const assetPage = /^\/(?:user|admin)\/assets\/([^/]+)\/?$/;

/**
 * The text of the QR code stuck on an asset: its page for people who borrow it (`/user/assets/{id}`)
 * on the site at `origin`, so a phone's own camera opens the page where it is requested, and the
 * Scan page opens the asset for the admin.
 */
export const assetQrText = (origin: string, id: string): string => `${origin.replace(/\/+$/, '')}/user/assets/${encodeURIComponent(id)}`;

/**
 * The asset a scanned QR code or a typed text names, or null: a link of this site (`origin`) to an
 * asset's page, or the asset's code (its id) alone. A link to another site is not followed, so a
 * sticker of somebody else's never opens anything here.
 */
export function scannedAssetId(text: string, origin: string): string | null {
  const read = text.trim();
  if (assetId.test(read)) return read.toLowerCase();
  let url: URL;
  try {
    // A path typed without the site ("/user/assets/…") is read as one of this site.
    url = new URL(read, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const id = assetPage.exec(url.pathname)?.[1];
  if (!id) return null;
  const decoded = decodeURIComponent(id);
  return assetId.test(decoded) ? decoded.toLowerCase() : null;
}
