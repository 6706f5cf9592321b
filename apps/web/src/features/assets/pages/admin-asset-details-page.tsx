import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Pencil, QrCode } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { assetMessages } from '@sahaya/contract/assets/messages';
import { assetQrText } from '@sahaya/contract/assets/qr-text';
import type { Asset, AssetDetails } from '@sahaya/contract/assets/schemas';
import { PageTitle } from '../../../components/page-title.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { Detail } from '../../../components/ui/detail.tsx';
import { DetailsFrame } from '../../../components/ui/details-frame.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { useDetailsTab } from '../../../lib/hooks/use-details-tab.ts';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { paths } from '../../../lib/paths.ts';
import { useAsset } from '../api/get-asset.ts';
import { AssetAvailabilityPanel } from '../components/asset-availability-panel.tsx';
import { AssetHistory } from '../components/asset-history.tsx';
import { AssetImage } from '../components/asset-image.tsx';
import { CategoryName } from '../components/category-name.tsx';
import { RepairsPanel } from '../components/repairs-panel.tsx';
import { EditAssetDialog } from '../components/edit-asset-dialog.tsx';
import { ImageViewerDialog } from '../components/image-viewer-dialog.tsx';
import { PrintLabelsButton } from '../components/print-labels-button.tsx';
import { QrCodeDialog } from '../components/qr-code-dialog.tsx';
import { StockCountBadge, StockStatusBadge } from '../components/stock-badge.tsx';
import { BackLink } from '../../../components/ui/back-link.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { MINIMUM_STOCK } from '../utils/stock-status.ts';
import { usualPickupHours } from '../utils/pickup-note.ts';
import { PageHeading } from '../../../components/ui/page-header.tsx';

const tabs = ['details', 'availability', 'history'] as const;
const readTab = (raw: string | null): (typeof tabs)[number] => tabs.find((tab) => tab === raw) ?? 'details';

/** The page asked for in the address: the list page the asset was opened from. */
function listPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

function DetailsSkeleton() {
  return (
    <div aria-busy className="space-y-6">
      <span className="sr-only">
        <Trans>Loading asset details</Trans>
      </span>
      <Card className="flex flex-col gap-6 md:flex-row">
        <Skeleton className="h-56 w-full md:w-72" />
        <div className="w-full space-y-3">
          <Skeleton className="h-8 w-56" />
          <Skeleton className="h-6 w-28" />
          <Skeleton className="h-5 w-72 max-w-full" />
          <Skeleton className="h-5 w-48" />
        </div>
      </Card>
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

function AssetCard({ asset, onEnlarge }: { asset: AssetDetails; onEnlarge: () => void }) {
  const { t } = useLingui();
  const inRepair = asset.inRepair;
  const reserved = asset.reserved;
  const waiting = asset.waitlistLength;
  const f = useFormat();
  const name = asset.name;
  return (
    <Card className="flex flex-col gap-6 md:flex-row">
      <button
        type="button"
        onClick={onEnlarge}
        className="shrink-0 overflow-hidden rounded-xl md:w-72"
        aria-label={t`Enlarge the image of ${name}`}
      >
        <AssetImage
          name={asset.name}
          category={asset.category}
          src={asset.image}
          decorative
          className="h-56 transition-transform hover:scale-105"
        />
      </button>
      <div className="min-w-0 flex-1 space-y-3">
        <div className="flex flex-wrap items-center gap-3">
          <PageHeading className="break-words">{asset.name}</PageHeading>
          <StockCountBadge stocks={asset.stocks} />
          {reserved > 0 ? (
            <Badge tone="info">
              <Trans>Reserved today: {reserved}</Trans>
            </Badge>
          ) : null}
          {inRepair > 0 ? (
            <Badge tone="warning">
              <Trans>In repair: {inRepair}</Trans>
            </Badge>
          ) : null}
          {waiting > 0 ? (
            <Badge tone="info">{t({ message: plural(waiting, { one: '# person waiting', other: '# people waiting' }) })}</Badge>
          ) : null}
        </div>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Detail term={t`Code`}>
            <span className="text-xl font-bold tracking-wide">{asset.shortCode}</span>
          </Detail>
          <Detail term={t`Asset ID`}>
            <span className="font-mono text-sm break-all">{asset._id}</span>
          </Detail>
          <Detail term={t`Category`}><CategoryName category={asset.category} /></Detail>
          <Detail term={t`Added`}>
            <time dateTime={asset.createdAt}>{f.date(asset.createdAt)}</time>
          </Detail>
          <Detail term={t`Last Updated`}>
            <time dateTime={asset.updatedAt}>{f.date(asset.updatedAt)}</time>
          </Detail>
        </dl>
      </div>
    </Card>
  );
}

function DetailsTab({ asset }: { asset: Asset }) {
  const { t } = useLingui();
  const f = useFormat();
  const stocks = asset.stocks;
  const inRepair = asset.inRepair;
  const reserved = asset.reserved;
  const minimum = MINIMUM_STOCK;
  const longest = asset.maxLoanDays;
  const renewals = asset.maxRenewals;
  const deposit = asset.depositRupees === null ? null : f.rupees(asset.depositRupees);
  const everyLoans = asset.serviceEveryLoans;
  const everyDays = asset.serviceEveryDays;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card className="lg:col-span-2">
        <CardTitle>
          <Trans>Description</Trans>
        </CardTitle>
        <p className="mt-3 break-words whitespace-pre-line text-ink">{asset.description}</p>
      </Card>
      <Card>
        <CardTitle>
          <Trans>Specifications</Trans>
        </CardTitle>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          <Detail term={t`Category`}><CategoryName category={asset.category} /></Detail>
          <Detail term={t`Pickup hours`}>
            <span className="break-words whitespace-pre-line">{asset.pickupNote ?? t(usualPickupHours)}</span>
          </Detail>
        </dl>
      </Card>
      <Card>
        <CardTitle>
          <Trans>Inventory</Trans>
        </CardTitle>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          <Detail term={t`Current Stock`}>
            <Trans>{stocks} units</Trans>
          </Detail>
          <Detail term={t`In repair`}>
            <Plural value={inRepair} one="# unit" other="# units" />
          </Detail>
          <Detail term={t`Reserved today`}>
            <Plural value={reserved} one="# unit" other="# units" />
          </Detail>
          <Detail term={t`Minimum Stock`}>
            <Trans>{minimum} units</Trans>
          </Detail>
          <Detail term={t`Status`}>
            <StockStatusBadge stocks={asset.stocks} />
          </Detail>
        </dl>
      </Card>
      <Card className="lg:col-span-2">
        <CardTitle>
          <Trans>Lending</Trans>
        </CardTitle>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          <Detail term={t`Longest loan`}>
            <Trans>{longest} days</Trans>
          </Detail>
          <Detail term={t`Renewals allowed`}>{renewals}</Detail>
          <Detail term={t`Deposit`}>{deposit ?? t`None`}</Detail>
          <Detail term={t`Regular service`}>
            {everyLoans !== null && everyDays !== null
              ? t`Every ${everyLoans} loans or ${everyDays} days`
              : everyLoans !== null
                ? t`Every ${everyLoans} loans`
                : everyDays !== null
                  ? t`Every ${everyDays} days`
                  : t`None`}
          </Detail>
          <Detail term={t`Return checklist`} className="sm:col-span-2">
            {asset.checklist.length > 0 ? (
              <ul className="list-disc ps-5">
                {asset.checklist.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : (
              t`None`
            )}
          </Detail>
        </dl>
      </Card>
      <RepairsPanel assetId={asset._id} />
    </div>
  );
}

/** The loaded asset: its header with the way back and the actions, its card, its tabs and their dialogs. */
function AdminAssetDetails({ asset, backLink }: { asset: AssetDetails; backLink: ReactNode }) {
  const [dialog, setDialog] = useState<'edit' | 'qr' | 'image' | null>(null);
  const [tab, onTabChange] = useDetailsTab(readTab);
  const openChange = (which: typeof dialog) => (open: boolean) => setDialog(open ? which : null);
  const qrText = assetQrText(window.location.origin, asset._id);
  const { t } = useLingui();
  const name = asset.name;
  return (
    <>
      <PageTitle>{t`${name} · Asset details`}</PageTitle>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {backLink}
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setDialog('qr')}>
            <QrCode aria-hidden />
            <Trans>Generate QR</Trans>
          </Button>
          <PrintLabelsButton assetIds={[asset._id]}>
            <Trans>Print label</Trans>
          </PrintLabelsButton>
          <Button onClick={() => setDialog('edit')}>
            <Pencil aria-hidden />
            <Trans>Edit Asset</Trans>
          </Button>
        </div>
      </div>

      <AssetCard asset={asset} onEnlarge={() => setDialog('image')} />

      <Tabs value={tab} onValueChange={onTabChange}>
        <TabsList aria-label={t`Asset information`} className="w-fit">
          <TabsTrigger value="details">
            <Trans>Details</Trans>
          </TabsTrigger>
          <TabsTrigger value="availability">
            <Trans>Availability</Trans>
          </TabsTrigger>
          <TabsTrigger value="history">
            <Trans>History</Trans>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="details">
          <DetailsTab asset={asset} />
        </TabsContent>
        <TabsContent value="availability">
          <Card>
            <AssetAvailabilityPanel asset={asset} showCounts />
          </Card>
        </TabsContent>
        <TabsContent value="history">
          <Card>
            <CardTitle>
              <Trans>History</Trans>
            </CardTitle>
            <div className="mt-4">
              <AssetHistory assetId={asset._id} />
            </div>
          </Card>
        </TabsContent>
      </Tabs>

      <EditAssetDialog asset={asset} open={dialog === 'edit'} onOpenChange={openChange('edit')} />
      <QrCodeDialog asset={asset} url={qrText} open={dialog === 'qr'} onOpenChange={openChange('qr')} />
      <ImageViewerDialog asset={asset} open={dialog === 'image'} onOpenChange={openChange('image')} />
    </>
  );
}

/** /admin/assets/{id} (spec 3 "Asset management"): the asset, its QR code, its editing, what is free when and its history. */
export function AdminAssetDetailsPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const backTo = paths.admin.assetManagementAt(listPage(params));
  const query = useAsset(id);
  const { t } = useLingui();
  const { ct } = useContractText();
  const backLink = <BackLink to={backTo} label={t`Assets`} />;
  const notFoundTitle = ct(assetMessages.notFoundTitle);

  return (
    <DetailsFrame
      query={query}
      className="mx-auto max-w-5xl space-y-6"
      // Once the asset is there, the way back shares a row with its actions.
      top={(asset) => (asset ? null : backLink)}
      loading={{ title: t`Asset details`, skeleton: <DetailsSkeleton /> }}
      failed={(error) => (
        <div className="mx-auto max-w-xl space-y-6 pt-6">
          <PageTitle>{notFoundTitle}</PageTitle>
          <Card className="space-y-4 text-center">
            <PageHeading className="text-2xl">
              <Trans>Oops! {notFoundTitle}</Trans>
            </PageHeading>
            <p role="alert" className="text-lg text-danger">
              {readFailure(error, ct(assetMessages.fetchFailed)).message}
            </p>
            <Button asChild>
              <Link to={backTo}>
                <ArrowLeft className="rtl:-scale-x-100" aria-hidden />
                <Trans>Back to Assets</Trans>
              </Link>
            </Button>
          </Card>
        </div>
      )}
    >
      {(asset) => <AdminAssetDetails asset={asset} backLink={backLink} />}
    </DetailsFrame>
  );
}
