import { Trans, useLingui } from '@lingui/react/macro';
import { AlertCircle, History, Info, LifeBuoy, MessageSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { assistanceMessages as m } from '@sahaya/contract/assistance-requests/messages';
import type { RequestDetails } from '@sahaya/contract/assistance-requests/schemas';
import { PageTitle } from '../../../components/page-title.tsx';
import { AssistancePriorityBadge } from '../../../components/ui/assistance-priority-badge.tsx';
import { BackLink } from '../../../components/ui/back-link.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { Detail } from '../../../components/ui/detail.tsx';
import { DetailsFrame, NotFoundCard, type BackTo } from '../../../components/ui/details-frame.tsx';
import { RequestStatusBadge } from '../../../components/ui/request-status-badge.tsx';
import { ShareButton } from '../../../components/ui/share-button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useDetailsTab } from '../../../lib/hooks/use-details-tab.ts';
import { FOCUS_KEY } from '../../../lib/focus/use-focus-after-action.ts';
import { useAssistanceRequest } from '../api/get-assistance-request.ts';
import { EmergencyCallLink } from './emergency-number.tsx';
import { assistanceKindText, assistanceTypeWords, priorityWords, requestedTimeText } from '../utils/request-words.ts';
import { volunteerTypeWords } from '../../../lib/volunteer-type-words.ts';
import { RequestHistory } from './request-history.tsx';
import { Eyebrow, PageHeading } from '../../../components/ui/page-header.tsx';

/*
 * The frame of an assistance request's details page, the same for its requester, its volunteer
 * and admins (spec 2 §2, spec 3 "Assistance request details"); each page adds what its role does.
 */

const linkClassName = 'font-semibold break-words text-primary-800 underline underline-offset-4 hover:text-primary-900';

type DetailsTab = 'details' | 'history' | 'chat';

/** The tab kept in the address (`?tab=history`); Chat only exists once the request is approved (read-only after completion) and has a chat. */
export function readDetailsTab(raw: string | null, chatOpen: boolean): DetailsTab {
  if (raw === 'history') return 'history';
  if (raw === 'chat' && chatOpen) return 'chat';
  return 'details';
}


function DetailsSkeleton() {
  return (
    <div aria-busy className="space-y-6">
      <span className="sr-only">
        <Trans>Loading the request</Trans>
      </span>
      <Skeleton className="h-9 w-64" />
      <Skeleton className="h-6 w-48 rounded-full" />
      <Skeleton className="h-11 w-full max-w-md" />
      <Skeleton className="h-64 w-full rounded-2xl" />
    </div>
  );
}

/** The chat of an approved request, drawn by the chat feature (the router hands it in). */
export type ChatSlot = (request: RequestDetails) => ReactNode;

/** Who was told of the request as it waits, drawn by the dispatch feature (the router hands it in). */
export type DispatchSlot = (request: RequestDetails) => ReactNode;

/**
 * The request of the page's address, loading, not found (an unknown request, or one this person
 * may not read), or loaded: `top` (a back link unless told, or a breadcrumb naming the request
 * once known) stays above while it loads, `children` draws the loaded request.
 */
export function AssistanceDetailsFrame({
  back,
  top = () => <BackLink {...back} />,
  children,
}: {
  back: BackTo;
  top?: (request: RequestDetails | undefined) => ReactNode;
  children: (request: RequestDetails) => ReactNode;
}) {
  const { id = '' } = useParams();
  const { t } = useLingui();
  const { ct } = useContractText();
  const query = useAssistanceRequest(id);
  return (
    <DetailsFrame
      query={query}
      failed={() => <NotFoundCard title={t`Request Not Found`} message={ct(m.fetchFailed)} back={back} />}
      top={top}
      loading={{ title: t`Request details`, skeleton: <DetailsSkeleton /> }}
      className="mx-auto max-w-6xl space-y-6"
    >
      {children}
    </DetailsFrame>
  );
}

/** Title, status and priority, the page's own actions and Share. */
export function AssistanceDetailsHeader({
  request,
  eyebrow,
  actions,
  children,
}: {
  request: RequestDetails;
  eyebrow: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const { i18n } = useLingui();
  const title = assistanceKindText(i18n, request);
  return (
    <>
      <PageTitle>{`${title} · ${eyebrow}`}</PageTitle>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-2">
          <Eyebrow>{eyebrow}</Eyebrow>
          {/* Where focus returns after an action on the request (lib/focus/use-focus-after-action.ts). */}
          <PageHeading {...{ [FOCUS_KEY]: request._id }} className="break-words">
            {title}
          </PageHeading>
          <div className="flex flex-wrap gap-2">
            <RequestStatusBadge status={request.status} />
            <AssistancePriorityBadge priority={request.priority} />
          </div>
          {children}
        </div>
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          {actions}
          <ShareButton title={title} />
        </div>
      </div>
    </>
  );
}

/** Said while the request waits for review (spec 2 §2). */
export function PendingNotice({ children }: { children?: ReactNode }) {
  const { ct } = useContractText();
  return (
    <div role="status" className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <AlertCircle className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div>
        <p className="font-bold">{ct(m.pendingTitle)}</p>
        <p>{children ?? ct(m.pendingText)}</p>
      </div>
    </div>
  );
}

/** A fixed contact for when things go wrong on the way (spec 2 §2, spec 3 "Emergency Contact"). */
export function EmergencyContactCard({ title }: { title: string }) {
  return (
    <Card className="flex gap-4">
      <LifeBuoy className="size-8 shrink-0 text-primary-700" aria-hidden />
      <div className="min-w-0">
        <CardTitle>{title}</CardTitle>
        <p className="mt-1 text-ink">
          <Trans>
            Call{' '}
            <a href="tel:+911800123456" className={linkClassName}>
              1800 123 456
            </a>{' '}
            or write to{' '}
            <a href="mailto:support@sahaya.org" className={`${linkClassName} break-all`}>
              support@sahaya.org
            </a>
            . In a medical emergency call <EmergencyCallLink size="inline" />.
          </Trans>
        </p>
      </div>
    </Card>
  );
}

/** What was asked for and where, with the page's people beside it. */
function RequestInformation({ request, showPriority, aside }: { request: RequestDetails; showPriority: boolean; aside: ReactNode }) {
  const { address } = request;
  const { t, i18n } = useLingui();
  const f = useFormat();
  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <div className="min-w-0 space-y-6">
        <Card className="space-y-5">
          <CardTitle>
            <Trans>Request information</Trans>
          </CardTitle>
          <dl className="grid gap-4 sm:grid-cols-2">
            <Detail term={t`Type`}>{i18n._(assistanceTypeWords[request.type])}</Detail>
            {request.volunteerType ? (
              <Detail term={t`Volunteer type`}>{i18n._(volunteerTypeWords[request.volunteerType])}</Detail>
            ) : null}
            {showPriority ? <Detail term={t`Priority`}>{i18n._(priorityWords[request.priority])}</Detail> : null}
            <Detail term={t`Requested for`}>{requestedTimeText(f, request)}</Detail>
            <Detail term={t`Created`}>
              <time dateTime={request.createdAt}>{f.dateTime(request.createdAt)}</time>
            </Detail>
            <Detail term={t`Description`} className="sm:col-span-2">
              <span className="whitespace-pre-line">{request.description}</span>
            </Detail>
          </dl>
        </Card>
        <Card className="space-y-5">
          <CardTitle>
            <Trans>Place</Trans>
          </CardTitle>
          <dl className="grid gap-4 sm:grid-cols-2">
            {'street' in address ? <Detail term={t`Street`}>{address.street || '–'}</Detail> : null}
            <Detail term={t`City`}>{address.city || '–'}</Detail>
            <Detail term={t`State`}>{address.state || '–'}</Detail>
            {'zipCode' in address ? <Detail term={t`PIN code`}>{address.zipCode || '–'}</Detail> : null}
          </dl>
          {'street' in address ? null : <p className="text-muted">
              <Trans>The street and PIN code are shown only while the request is yours.</Trans>
            </p>}
        </Card>
      </div>
      <div className="min-w-0 space-y-6">{aside}</div>
    </div>
  );
}

/**
 * Details, History and, once the request is approved and the page has one, Chat: a completed
 * request keeps it, read-only, so both people can still look back at what was said and sent.
 * `aside` holds the people and contacts shown beside the request's information.
 */
export function AssistanceDetailsTabs({
  request,
  aside,
  showPriority = false,
  chat,
}: {
  request: RequestDetails;
  aside: ReactNode;
  showPriority?: boolean;
  chat?: ReactNode;
}) {
  const { t } = useLingui();
  const chatOpen = chat !== undefined && (request.status === 'approved' || request.status === 'completed');
  const [tab, onTabChange] = useDetailsTab((raw) => readDetailsTab(raw, chatOpen));
  return (
    <Tabs value={tab} onValueChange={onTabChange}>
      <TabsList aria-label={t`Request information`}>
        <TabsTrigger value="details">
          <Info aria-hidden />
          <Trans>Details</Trans>
        </TabsTrigger>
        <TabsTrigger value="history">
          <History aria-hidden />
          <Trans>History</Trans>
        </TabsTrigger>
        {chatOpen ? (
          <TabsTrigger value="chat">
            <MessageSquare aria-hidden />
            <Trans>Chat</Trans>
          </TabsTrigger>
        ) : null}
      </TabsList>
      <TabsContent value="details">
        <RequestInformation request={request} showPriority={showPriority} aside={aside} />
      </TabsContent>
      <TabsContent value="history">
        <Card className="space-y-5">
          <CardTitle>
            <Trans>History</Trans>
          </CardTitle>
          <RequestHistory history={request.history} />
        </Card>
      </TabsContent>
      {chatOpen ? <TabsContent value="chat">{chat}</TabsContent> : null}
    </Tabs>
  );
}
