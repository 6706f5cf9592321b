import { Trans } from '@lingui/react/macro';
import { ExternalLink, ScanLine } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { paths } from '../../../lib/paths.ts';
import { useAsset } from '../api/get-asset.ts';
import { AssetImage } from './asset-image.tsx';
import { ScanLoans } from './scan-loans.tsx';
import { StockCountBadge } from './stock-badge.tsx';

interface ScanAssetProps {
  assetId: string;
  onScanAnother: () => void;
  announce: (text: string) => void;
  /** The asset's heading, where focus goes when the asset opens. */
  headingRef: Ref<HTMLHeadingElement>;
}

function ScanAnother({ onScanAnother }: { onScanAnother: () => void }) {
  return (
    <Button variant="secondary" onClick={onScanAnother}>
      <ScanLine aria-hidden />
      <Trans>Scan another</Trans>
    </Button>
  );
}

/** The asset a code named: its picture, stock and units in repair, then its loans to hand over or take back. */
export function ScanAsset({ assetId, onScanAnother, announce, headingRef }: ScanAssetProps) {
  const asset = useAsset(assetId);

  if (asset.isPending) {
    return (
      <Card aria-busy className="flex flex-col gap-4 sm:flex-row">
        <span className="sr-only">
          <Trans>Loading asset details</Trans>
        </span>
        <Skeleton className="h-40 w-full sm:w-48" />
        <div className="w-full space-y-3">
          <Skeleton className="h-8 w-56 max-w-full" />
          <Skeleton className="h-6 w-28" />
        </div>
      </Card>
    );
  }
  if (asset.isError) {
    return (
      <Card className="space-y-4">
        <h2 ref={headingRef} className="text-xl font-bold text-ink">
          <Trans>This code opens no asset</Trans>
        </h2>
        <ErrorAlert>{readFailure(asset.error).message}</ErrorAlert>
        <ScanAnother onScanAnother={onScanAnother} />
      </Card>
    );
  }

  const { name, shortCode, stocks, inRepair } = asset.data;
  return (
    <div className="space-y-6">
      <Card className="flex flex-col gap-5 sm:flex-row">
        <AssetImage
          name={name}
          category={asset.data.category}
          src={asset.data.image}
          decorative
          className="h-40 w-full shrink-0 rounded-xl sm:w-48"
        />
        <div className="min-w-0 flex-1 space-y-3">
          <h2 ref={headingRef} className="text-2xl font-extrabold break-words text-ink">
            {name}
          </h2>
          <p className="text-lg text-ink">
            <Trans>
              Code <span className="font-bold tracking-wide">{shortCode}</span>
            </Trans>
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <StockCountBadge stocks={stocks} />
            {inRepair > 0 && (
              <span className="rounded-full bg-stone-200 px-2.5 py-0.5 text-sm font-semibold text-ink">
                <Trans>In repair: {inRepair}</Trans>
              </span>
            )}
          </div>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <ScanAnother onScanAnother={onScanAnother} />
            <Button variant="ghost" asChild>
              <Link to={paths.admin.assetDetails(assetId)}>
                <ExternalLink aria-hidden />
                <Trans>Open the asset's page</Trans>
              </Link>
            </Button>
          </div>
        </div>
      </Card>
      <Card className="space-y-4">
        <CardTitle>
          <Trans>Loans out</Trans>
        </CardTitle>
        <ScanLoans assetId={assetId} announce={announce} />
      </Card>
    </div>
  );
}
