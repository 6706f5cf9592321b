import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Share2 } from 'lucide-react';
import { toast } from 'sonner';
import { assetMessages } from '@sahaya/contract/assets/messages';
import { contractText } from '../../lib/i18n/contract-text.ts';
import { Button } from './button.tsx';

/** The page's own address, shared with the device's share sheet or else copied (spec 2 §2: assets and requests). */
async function sharePage(title: string): Promise<void> {
  const url = window.location.href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      // Closing the share sheet is a choice, not a failure; anything else falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast.success(contractText(assetMessages.linkCopied), { id: 'share' });
  } catch {
    toast.error(i18n._(msg`The link could not be copied. Please copy it from the address bar.`), { id: 'share' });
  }
}

export function ShareButton({ title }: { title: string }) {
  return (
    <Button variant="secondary" onClick={() => void sharePage(title)}>
      <Share2 aria-hidden />
      <Trans>Share</Trans>
    </Button>
  );
}
