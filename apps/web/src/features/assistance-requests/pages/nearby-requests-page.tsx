import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, Inbox, RefreshCw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { nearbyRequests } from '@sahaya/contract/assistance-requests/endpoints';
import { assistanceMessages as m } from '@sahaya/contract/assistance-requests/messages';
import { nearbyQuery } from '@sahaya/contract/assistance-requests/schemas';
import { VOLUNTEER_TASK_LIMIT } from '@sahaya/contract/constants';
import type { Address } from '@sahaya/contract/users';
import { PageTitle } from '../../../components/page-title.tsx';
import { requestRangeText } from '../../../components/request-list-frame.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState, LoadingCards } from '../../../components/ui/list-states.tsx';
import { PagedList } from '../../../components/ui/paged-list.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { paths } from '../../../lib/paths.ts';
import { FOCUS_KEY, useFocusAfterAction } from '../../../lib/focus/use-focus-after-action.ts';
import { useKeepPageInRange, usePagedSearch } from '../../../lib/hooks/use-paged-search.ts';
import { useNearbyRequests, type NearbyRequest, type NearbyRequestsPage } from '../api/list-nearby-requests.ts';
import { DeclineRequestDialog } from '../components/decline-request-dialog.tsx';
import { KindFilter } from '../components/kind-filter.tsx';
import { LocationPanel } from '../components/location-panel.tsx';
import { NearbyRequestCard } from '../components/nearby-request-card.tsx';
import { useKindFilter } from '../hooks/use-kind-filter.ts';
import { useSearchFrom } from '../hooks/use-search-from.ts';
import { useSearchPoint } from '../hooks/use-search-point.ts';
import { useStatusChange } from '../hooks/use-status-change.ts';
import { assistanceKindText } from '../utils/request-words.ts';
import { placeName, savedPlaces } from '../../../lib/saved-places.ts';
import { CURRENT_LOCATION } from '../utils/search-places.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';

/** The server's default reach; the page says it, so it asks for it by name. */
const RADIUS_KM = nearbyQuery.shape.radius.parse(undefined);

const TASK_LIMIT_NOTICE_ID = 'nearby-task-limit';

/**
 * Said above the list, before any Accept is pressed, to a volunteer who holds the task limit: the
 * Accept buttons are disabled and point here for the reason.
 */
function TaskLimitNotice() {
  const { ct } = useContractText();
  return (
    <div className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
      <p>
        <span id={TASK_LIMIT_NOTICE_ID}>{ct(m.taskLimitNotice)}</span>{' '}
        <Link to={paths.volunteer.requests} className="font-semibold underline underline-offset-4">
          <Trans>Open Processing Requests</Trans>
        </Link>
      </p>
    </div>
  );
}

/** Neither a shared location nor an address with one: the server cannot know where to look. */
function NoPlaceNotice() {
  const { ct } = useContractText();
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-stone-200 bg-white p-8 text-center">
      <p role="alert" className="text-lg text-ink">
        {ct(m.noPlace)}
      </p>
      <Button asChild variant="secondary">
        <Link to={paths.volunteer.profileInfo}>
          <Trans>Open my address book</Trans>
        </Link>
      </Button>
    </div>
  );
}

function Cards({ data, loading, rowsWhileLoading, busyId, busyAction, onAccept, onDecline, acceptBlockedBy }: {
  data: NearbyRequestsPage | undefined;
  loading: boolean;
  rowsWhileLoading: number;
  busyId: string | undefined;
  busyAction: 'approve' | 'reject' | undefined;
  onAccept: (request: NearbyRequest) => void;
  onDecline: (request: NearbyRequest) => void;
  acceptBlockedBy: string | undefined;
}) {
  const { t } = useLingui();
  if (!data) {
    return (
      <LoadingCards
        label={t`Loading nearby requests`}
        count={rowsWhileLoading}
        className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
        cardClassName="space-y-3 p-5"
      >
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-5 w-1/2" />
      </LoadingCards>
    );
  }
  if (data.requests.length === 0) {
    return (
      <EmptyState icon={Inbox} title={t`No requests near you`}>
        <Trans>Nobody nearby is waiting for help right now. Try another type, or refresh the list later.</Trans>
      </EmptyState>
    );
  }
  return (
    <ul aria-label={t`Nearby requests`} aria-busy={loading} className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {data.requests.map((request) => (
        <li key={request._id} {...{ [FOCUS_KEY]: request._id }}>
          <NearbyRequestCard
            request={request}
            busy={busyId === request._id ? busyAction : undefined}
            locked={busyId !== undefined}
            onAccept={onAccept}
            onDecline={onDecline}
            acceptBlockedBy={acceptBlockedBy}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * /volunteer/assistanceRequests (spec 2 §2): the open requests near the volunteer, nearest first,
 * six a page, with search, the type filter, Refresh List, and Accept or Decline on each. They are
 * searched from the place the volunteer chooses: one of their saved addresses (`addresses`, read by
 * the address book's query the route hands in), or their current location.
 */
export function NearbyRequestsPage({ addresses }: { addresses: readonly Address[] | undefined }) {
  const { t, i18n } = useLingui();
  const { ct } = useContractText();
  const title = t`Nearby Assistance Requests`;
  const paging = usePagedSearch(nearbyRequests);
  const [kind, setKind] = useKindFilter();
  const point = useSearchPoint();
  const { from, addressId, setFrom } = useSearchFrom();
  const places = useMemo(() => (addresses ? savedPlaces(i18n, addresses) : undefined), [i18n, addresses]);
  const list = useNearbyRequests(
    {
      page: paging.page,
      limit: paging.limit,
      search: paging.search,
      type: kind,
      // A chosen address is searched from by the server, which knows where it is; otherwise the device's position.
      ...(addressId ? { addressId } : { latitude: point.coordinates?.latitude, longitude: point.coordinates?.longitude }),
      radius: RADIUS_KM,
    },
    addressId !== undefined || point.ready,
  );
  const data = list.data;
  useKeepPageInRange(paging, data?.totalPages, data !== undefined && !list.isPlaceholderData);
  const { change, pendingFor } = useStatusChange();
  const focusAfter = useFocusAfterAction(data?.requests.map((request) => request._id));
  const [declining, setDeclining] = useState<NearbyRequest | null>(null);
  // The dialog keeps its words while it closes, after `declining` has gone.
  const [declineShown, setDeclineShown] = useState<NearbyRequest | null>(null);

  // Until the volunteer chooses, the chooser shows what the server searches from: the device's
  // position once shared, else the primary address when it has a location.
  const primary = addresses?.find((address) => address.isPrimary && address.latitude !== null && address.longitude !== null);
  const shown = from !== '' ? from : point.coordinates || !primary ? CURRENT_LOCATION : primary._id;
  const chosenAddress = addressId ? (addresses?.find((a) => a._id === addressId) ?? null) : undefined;
  const choose = (value: string) => {
    setFrom(value);
    if (value === CURRENT_LOCATION && !point.coordinates) point.locate();
  };

  const listFailure = list.isError ? readFailure(list.error, ct(m.nearbyFailed)) : undefined;
  // Neither a shared location nor an address with one: said apart, with the way to add an address.
  const noPlace = listFailure?.code === 'NO_PLACE';
  const failure = listFailure && !noPlace ? listFailure.message : undefined;
  const atLimit = (data?.tasksOnHand ?? 0) >= VOLUNTEER_TASK_LIMIT;

  const accept = async (request: NearbyRequest) => {
    if (await change(request._id, 'approve')) focusAfter.settle(request._id);
  };
  const decline = async () => {
    if (!declining) return;
    if (await change(declining._id, 'reject')) focusAfter.settle(declining._id);
    setDeclining(null);
  };

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageTitle>{title}</PageTitle>
      <PageHeader
        eyebrow={<Trans>Request List</Trans>}
        title={title}
        description={<Trans>People near you who are waiting for a volunteer or an ambulance.</Trans>}
        actions={
          <Button variant="secondary" pending={list.isFetching && point.ready} onClick={() => void list.refetch()}>
            <RefreshCw aria-hidden />
            <Trans>Refresh List</Trans>
          </Button>
        }
      />

      <LocationPanel
        point={point}
        radiusKm={RADIUS_KM}
        places={places}
        shown={shown}
        chosenAddress={chosenAddress === undefined ? undefined : chosenAddress ? placeName(chosenAddress) : t`the address you chose`}
        onChoose={choose}
      />
      <KindFilter id="nearby-type" value={kind} onChange={setKind} />

      {atLimit ? <TaskLimitNotice /> : null}
      {noPlace ? (
        <NoPlaceNotice />
      ) : (
        <div ref={focusAfter.ref} className="space-y-6">
          <PagedList
            paging={paging}
            search={{ id: 'nearby-search', label: t`Search requests`, placeholder: t`Search by description` }}
            label={t`Nearby requests`}
            error={failure}
            stale={list.isPlaceholderData}
            total={data ? requestRangeText(i18n, data.page, paging.limit, data.total) : undefined}
            totalPages={data?.totalPages}
          >
            <Cards
              data={data}
              loading={list.isPlaceholderData}
              rowsWhileLoading={paging.limit}
              busyId={pendingFor?.id}
              busyAction={pendingFor?.action === 'complete' ? undefined : pendingFor?.action}
              acceptBlockedBy={atLimit ? TASK_LIMIT_NOTICE_ID : undefined}
              onAccept={(request) => void accept(request)}
              onDecline={(request) => {
                setDeclineShown(request);
                setDeclining(request);
              }}
            />
          </PagedList>
        </div>
      )}

      <DeclineRequestDialog
        open={declining !== null}
        onOpenChange={(open) => (open ? undefined : setDeclining(null))}
        kind={declineShown ? assistanceKindText(i18n, declineShown) : undefined}
        pending={pendingFor?.action === 'reject'}
        onConfirm={() => void decline()}
      />
    </div>
  );
}
