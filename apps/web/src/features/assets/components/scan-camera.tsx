import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Camera, CameraOff } from 'lucide-react';
import type { RefObject } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import type { ScannerState } from '../hooks/use-qr-scanner.ts';

/** Why the camera is not showing, and what to do instead. */
const trouble: Partial<Record<ScannerState, MessageDescriptor>> = {
  denied: msg`The camera was not allowed. Allow it in the browser's settings for this site and try again, or type the asset's link or code below.`,
  missing: msg`No camera was found on this device. Type the asset's link or code below.`,
  unsupported: msg`This browser cannot use the camera here. Type the asset's link or code below.`,
  failed: msg`The camera could not be started; another app may be using it. Try again, or type the asset's link or code below.`,
};

interface ScanCameraProps {
  state: ScannerState;
  videoRef: RefObject<HTMLVideoElement | null>;
  onStart: () => void;
  onStop: () => void;
  /** What the camera last read when it was not an asset of this site. */
  notAnAsset: boolean;
}

/** The viewfinder: the camera's picture while it reads, the button that starts or stops it, and why it cannot. */
export function ScanCamera({ state, videoRef, onStart, onStop, notAnAsset }: ScanCameraProps) {
  const { i18n } = useLingui();
  const live = state === 'starting' || state === 'scanning';
  const problem = trouble[state];
  return (
    <Card className="space-y-4">
      <CardTitle>
        <Trans>Scan a QR code</Trans>
      </CardTitle>
      <p className="text-muted">
        <Trans>Point the back camera at the QR code on the equipment. The asset opens as soon as the code is read.</Trans>
      </p>
      {/* Always in the page, so the camera has somewhere to play the moment it opens. */}
      <div className={live ? 'relative mx-auto aspect-square w-full max-w-sm overflow-hidden rounded-xl bg-ink' : 'hidden'}>
        <video ref={videoRef} muted playsInline aria-hidden className="size-full object-cover" />
        <div aria-hidden className="pointer-events-none absolute inset-[12%] rounded-xl border-4 border-white/80" />
      </div>
      {notAnAsset && state === 'scanning' ? (
        <p className="rounded-lg bg-amber-50 p-3 font-medium text-amber-900">
          <Trans>That code is not an asset of this site. Try the Sahaya sticker on the equipment.</Trans>
        </p>
      ) : null}
      {problem ? <ErrorAlert>{i18n._(problem)}</ErrorAlert> : null}
      {live ? (
        <Button variant="secondary" onClick={onStop}>
          <CameraOff aria-hidden />
          <Trans>Stop camera</Trans>
        </Button>
      ) : (
        <Button onClick={onStart}>
          <Camera aria-hidden />
          <Trans>Start camera</Trans>
        </Button>
      )}
    </Card>
  );
}
