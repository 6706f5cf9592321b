import { Trans, useLingui } from '@lingui/react/macro';
import { Download, Printer } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Asset } from '@sahaya/contract/assets/schemas';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { printImage } from '../utils/print-image.ts';
import { qrFileName, qrLabelPng } from '../utils/qr-code.ts';
import { DialogFooter } from '../../../components/ui/dialog-footer.tsx';

interface QrCodeDialogProps {
  asset: Asset;
  /** The address the code opens: the asset's page for people who borrow it. */
  url: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Generate QR: the label to stick on the equipment, a QR code of the asset's page (scanning it
 * opens the page where it is requested) with the asset's short code under it in large type, for
 * typing on the Scan page without a camera. It can be downloaded as a PNG or printed.
 */
export function QrCodeDialog({ asset, url, open, onOpenChange }: QrCodeDialogProps) {
  const [label, setLabel] = useState<{ key: string; png: string } | null>(null);
  const [failed, setFailed] = useState(false);
  const shortCode = asset.shortCode;
  const key = `${url} ${shortCode}`;
  const png = label?.key === key ? label.png : null;
  const { t } = useLingui();
  const name = asset.name;
  const alt = t`QR code of ${name}, with its code ${shortCode} under it`;

  useEffect(() => {
    if (!open || png) return;
    let current = true;
    setFailed(false);
    qrLabelPng(url, shortCode)
      .then((made) => current && setLabel({ key, png: made }))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [open, url, shortCode, key, png]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>
          <Trans>QR Code</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>
            Scanning it opens the page of {name} where it can be requested. Without a camera, the code under it can be typed on
            the Scan page.
          </Trans>
        </DialogDescription>
        <div className="mt-5 flex flex-col items-center gap-3" aria-busy={!png && !failed}>
          {png ? (
            <img src={png} alt={alt} width={240} height={312} className="h-78 w-60 rounded-lg border border-stone-200" />
          ) : failed ? (
            <ErrorAlert>
              <Trans>The QR code could not be made. Please try again.</Trans>
            </ErrorAlert>
          ) : (
            <Skeleton className="h-78 w-60" />
          )}
          <p className="max-w-full text-center text-sm break-all text-muted">{url}</p>
        </div>
        <DialogFooter className="mt-6">
          <Button variant="secondary" disabled={!png} onClick={() => png && printImage(png, asset.name, alt)}>
            <Printer aria-hidden />
            <Trans>Print</Trans>
          </Button>
          {png ? (
            <a href={png} download={qrFileName(asset.name)} className={buttonVariants()}>
              <Download aria-hidden />
              <Trans>Download PNG</Trans>
            </a>
          ) : (
            <Button disabled>
              <Download aria-hidden />
              <Trans>Download PNG</Trans>
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
