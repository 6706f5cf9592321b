import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarClock, Clock, Hourglass, LifeBuoy, Maximize2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { assetMessages } from '@sahaya/contract/assets/messages';
import type { Asset, AssetDetails } from '@sahaya/contract/assets/schemas';
import { PageTitle } from '../../../components/page-title.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { Detail } from '../../../components/ui/detail.tsx';
import { DetailsFrame, NotFoundCard } from '../../../components/ui/details-frame.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { paths } from '../../../lib/paths.ts';
import { useDetailsTab } from '../../../lib/hooks/use-details-tab.ts';
import { useAsset } from '../api/get-asset.ts';
import { AssetAvailabilityPanel } from '../components/asset-availability-panel.tsx';
import { AssetImage } from '../components/asset-image.tsx';
import { useAssetCategory } from '../hooks/use-asset-category.ts';
import { ImageViewerDialog } from '../components/image-viewer-dialog.tsx';
import { MyRequestsForAsset } from '../components/my-requests-for-asset.tsx';
import { RequestAssetDialog } from '../components/request-asset-dialog.tsx';
import { ShareButton } from '../../../components/ui/share-button.tsx';
import { BackLink } from '../../../components/ui/back-link.tsx';
import { AvailabilityBadge } from '../components/stock-badge.tsx';
import { WaitlistPanel } from '../components/waitlist-panel.tsx';
import { catalogueLink } from '../utils/catalogue-link.ts';
import { usualPickupHours } from '../utils/pickup-note.ts';
import { PageHeading } from '../../../components/ui/page-header.tsx';

const tabs = ['details', 'availability'] as const;
type Tab = (typeof tabs)[number];

const readTab = (raw: string | null): Tab => tabs.find((t) => t === raw) ?? 'details';

function BackToCatalogue() {
  const { state } = useLocation();
  const { t } = useLingui();
  return <BackLink to={catalogueLink(state)} label={t`Assets`} />;
}

/**
 * The facts of borrowing (spec 2 §2): when and where to collect it, as its admin wrote it in the
 * reader's language (else the usual hours), the processing time, and the asset's longest loan.
 */
function BorrowingFacts({ pickupNote, maxLoanDays }: { pickupNote: string | null; maxLoanDays: number }) {
  const { t } = useLingui();
  const facts = [
    { Icon: Clock, term: t`Pickup hours`, value: pickupNote ?? t(usualPickupHours) },
    { Icon: Hourglass, term: t`Processing time`, value: t`1-2 business days` },
    { Icon: CalendarClock, term: t`Maximum request duration`, value: t`${maxLoanDays} days` },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {facts.map(({ Icon, term, value }) => (
        <div key={term} className="space-y-1 rounded-xl bg-stone-50 p-4">
          <dt className="flex items-center gap-2 text-sm font-semibold text-muted">
            <Icon className="size-5 shrink-0 text-primary-700" aria-hidden />
            {term}
          </dt>
          <dd className="ps-7 font-semibold break-words whitespace-pre-line text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function HelpCard() {
  return (
    <Card className="flex gap-4">
      <LifeBuoy className="size-8 shrink-0 text-primary-700" aria-hidden />
      <div>
        <CardTitle>
          <Trans>Need help?</Trans>
        </CardTitle>
        <p className="mt-1 text-ink">
          <Trans>
            Call us on{' '}
            <a href="tel:+911800123456" className="font-semibold text-primary-800 underline underline-offset-4">
              1800 123 456
            </a>{' '}
            or write to{' '}
            <a href="mailto:support@sahaya.org" className="font-semibold break-all text-primary-800 underline underline-offset-4">
              support@sahaya.org
            </a>
            , Monday to Friday, 9 AM to 5 PM.
          </Trans>
        </p>
      </div>
    </Card>
  );
}

function DetailsSkeleton() {
  return (
    <div aria-busy className="space-y-6">
      <span className="sr-only">
        <Trans>Loading the asset</Trans>
      </span>
      <div className="grid gap-6 lg:grid-cols-[2fr_3fr]">
        <Skeleton className="aspect-[4/3] w-full rounded-2xl" />
        <div className="space-y-3">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-9 w-64" />
          <Skeleton className="h-6 w-32 rounded-full" />
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-11 w-48" />
        </div>
      </div>
      <Skeleton className="h-48 w-full rounded-2xl" />
    </div>
  );
}

function AssetDetailsView({ asset }: { asset: AssetDetails }) {
  const [tab, onTabChange] = useDetailsTab(readTab);
  const [enlarged, setEnlarged] = useState(false);
  const [requesting, setRequesting] = useState<Asset | null>(null);
  const requestButton = useRef<HTMLButtonElement>(null);
  const { t } = useLingui();
  const f = useFormat();
  const category = useAssetCategory(asset.category).name;
  const name = asset.name;
  const stocks = asset.stocks;
  const inRepair = asset.inRepair;
  const reserved = asset.reserved;
  const longest = asset.maxLoanDays;
  const renewals = asset.maxRenewals;

  return (
    <>
      <PageTitle>{asset.name}</PageTitle>
      <div className="grid gap-6 lg:grid-cols-[2fr_3fr]">
        <button
          type="button"
          onClick={() => setEnlarged(true)}
          className="group relative aspect-[4/3] w-full overflow-hidden rounded-2xl border border-stone-200"
        >
          <AssetImage name={asset.name} category={asset.category} src={asset.image} decorative />
          <span className="absolute end-3 bottom-3 inline-flex items-center gap-1.5 rounded-full bg-white/95 px-3 py-1.5 text-sm font-semibold text-ink shadow group-hover:bg-white">
            <Maximize2 className="size-4" aria-hidden />
            <Trans>
              Enlarge<span className="sr-only"> the picture of {name}</span>
            </Trans>
          </span>
        </button>
        <div className="min-w-0 space-y-4">
          <div className="space-y-1">
            <p className="font-semibold text-primary-800">{category}</p>
            <PageHeading className="break-words">{asset.name}</PageHeading>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <AvailabilityBadge stocks={asset.stocks} />
            <span className="text-ink">
              <Trans>{stocks} in stock</Trans>
            </span>
            {reserved > 0 ? (
              <Badge tone="info">
                <Trans>{reserved} reserved</Trans>
              </Badge>
            ) : null}
            {inRepair > 0 ? (
              <Badge tone="warning">
                <Trans>{inRepair} in repair</Trans>
              </Badge>
            ) : null}
          </div>
          <p className="text-ink">
            <Trans>Lent for up to {longest} days; a loan can be renewed {renewals} times.</Trans>
          </p>
          <p className="text-lg break-words text-ink">{asset.description}</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            {/* Never disabled: a unit out now, or booked, may be free for later days, which the dialog shows. */}
            <Button ref={requestButton} onClick={() => setRequesting(asset)}>
              <Trans>Request Asset</Trans>
            </Button>
            <ShareButton title={asset.name} />
          </div>
          {/* With none in stock the waiting list says so, and offers the way to the next unit. */}
          <WaitlistPanel
            asset={asset}
            onRequest={() => {
              // The dialog gives focus back to what had it: the page's own Request button, which stays
              // once the request is made, unlike the waiting list's, which goes with the hold.
              requestButton.current?.focus();
              setRequesting(asset);
            }}
          />
        </div>
      </div>

      <Tabs value={tab} onValueChange={onTabChange}>
        <TabsList aria-label={t`Asset information`}>
          <TabsTrigger value="details">
            <Trans>Details</Trans>
          </TabsTrigger>
          <TabsTrigger value="availability">
            <Trans>Availability</Trans>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="details">
          <Card className="space-y-6">
            <CardTitle>
              <Trans>About this asset</Trans>
            </CardTitle>
            <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              <Detail term={t`Category`}>{category}</Detail>
              <Detail term={t`Condition`}>
                <Trans>Good</Trans>
              </Detail>
              <Detail term={t`Location`}>
                <Trans>Main Storage</Trans>
              </Detail>
              <Detail term={t`Added on`}>
                <time dateTime={asset.createdAt}>{f.date(asset.createdAt)}</time>
              </Detail>
            </dl>
            <BorrowingFacts pickupNote={asset.pickupNote} maxLoanDays={asset.maxLoanDays} />
          </Card>
        </TabsContent>
        <TabsContent value="availability">
          <Card>
            <AssetAvailabilityPanel asset={asset} />
          </Card>
        </TabsContent>
      </Tabs>

      <MyRequestsForAsset assetId={asset._id} />
      <HelpCard />

      <ImageViewerDialog asset={asset} open={enlarged} onOpenChange={setEnlarged} />
      <RequestAssetDialog asset={requesting} onClose={() => setRequesting(null)} />
    </>
  );
}

/** /user/assets/{id} (spec 2 §2): one asset, its availability and the person's requests for it. */
export function AssetDetailsPage() {
  const { id = '' } = useParams();
  const query = useAsset(id);
  const { t } = useLingui();
  const { ct } = useContractText();

  // An unknown asset, or one that could not be read (spec 2 §8), leads back to the catalogue's first page.
  return (
    <DetailsFrame
      query={query}
      failed={() => (
        <NotFoundCard
          title={ct(assetMessages.notFoundTitle)}
          message={ct(assetMessages.fetchFailed)}
          back={{ to: paths.user.assets, label: t`Assets` }}
        />
      )}
      top={() => <BackToCatalogue />}
      loading={{ title: t`Asset details`, skeleton: <DetailsSkeleton /> }}
      className="space-y-6"
    >
      {(asset) => <AssetDetailsView asset={asset} />}
    </DetailsFrame>
  );
}
