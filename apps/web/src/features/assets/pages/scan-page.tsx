import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { ScanAsset } from '../components/scan-asset.tsx';
import { ScanCamera } from '../components/scan-camera.tsx';
import { ScanFindForm } from '../components/scan-find-form.tsx';
import { useQrScanner } from '../hooks/use-qr-scanner.ts';
import { scannedAssetId } from '@sahaya/contract/assets/qr-text';
import { PageHeading } from '../../../components/ui/page-header.tsx';

/** The query parameter that holds the asset opened, so Back returns to the scanner and a reload keeps the asset. */
const ASSET_PARAM = 'asset';

/**
 * /admin/scan: check equipment out and in by its QR code. The admin starts the back camera and
 * points it at the code stuck on the equipment (or types the link or code when there is no camera);
 * the asset opens with its loans out, each handed over or taken back in one tap.
 */
export function ScanPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const assetId = params.get(ASSET_PARAM);
  const [announcement, setAnnouncement] = useState('');
  const [notAnAsset, setNotAnAsset] = useState(false);
  const findField = useRef<HTMLInputElement | null>(null);
  // The asset's heading takes focus when an asset has just been opened, so a screen reader reads
  // its name and the next Tab goes on into its loans.
  const focusAsset = useRef(false);
  const headingRef = useCallback((heading: HTMLHeadingElement | null) => {
    if (!heading || !focusAsset.current) return;
    focusAsset.current = false;
    heading.tabIndex = -1;
    heading.focus();
  }, []);

  const open = useCallback(
    (id: string) => {
      focusAsset.current = true;
      setAnnouncement('');
      setParams({ [ASSET_PARAM]: id });
    },
    [setParams],
  );

  const onRead = useCallback(
    (text: string) => {
      const id = scannedAssetId(text, window.location.origin);
      setNotAnAsset(id === null);
      if (id) open(id);
      return id !== null;
    },
    [open],
  );
  const scanner = useQrScanner(onRead);
  const cameraFailed = scanner.state === 'denied' || scanner.state === 'missing' || scanner.state === 'unsupported' || scanner.state === 'failed';

  // An asset opened by its typed code leaves no camera reading behind the page.
  const stopCamera = scanner.stop;
  useEffect(() => {
    if (assetId) stopCamera();
  }, [assetId, stopCamera]);

  // Without a camera the field is the way on: focus goes there, after the alert that says why.
  useEffect(() => {
    if (cameraFailed) findField.current?.focus();
  }, [cameraFailed]);

  const startScanner = scanner.start;
  const start = useCallback(() => {
    setNotAnAsset(false);
    void startScanner();
  }, [startScanner]);

  // "Scan another" closes the asset, and once the scanner is back on the page (the address no
  // longer names the asset) starts the camera, or without one brings focus to the field; started
  // any earlier, a code read at once could open its asset before the old one had closed.
  const again = useRef(false);
  useEffect(() => {
    if (assetId !== null || !again.current) return;
    again.current = false;
    if (cameraFailed) findField.current?.focus();
    else start();
  }, [assetId, cameraFailed, start]);

  const scanAnother = () => {
    setAnnouncement('');
    again.current = true;
    setParams({});
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageTitle>{t`Scan`}</PageTitle>
      <div>
        <PageHeading>
          <Trans>Scan</Trans>
        </PageHeading>
        <p className="mt-1 text-muted">
          <Trans>Hand equipment over or take it back by the QR code on it.</Trans>
        </p>
      </div>

      {/* Kept in the page while an asset is open, so the camera has its video element when it starts again. */}
      <div hidden={assetId !== null} className="space-y-6">
        <ScanCamera state={scanner.state} videoRef={scanner.videoRef} onStart={start} onStop={scanner.stop} notAnAsset={notAnAsset} />
        <ScanFindForm onFind={open} inputRef={findField} />
      </div>

      <p role="status" className={announcement ? 'rounded-lg bg-green-50 p-3 font-semibold text-green-900' : 'sr-only'}>
        {announcement}
      </p>

      {assetId ? <ScanAsset key={assetId} assetId={assetId} onScanAnother={scanAnother} announce={setAnnouncement} headingRef={headingRef} /> : null}
    </div>
  );
}
