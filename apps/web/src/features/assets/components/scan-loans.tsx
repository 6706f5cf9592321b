import { shownPhone, telHref } from '@sahaya/contract/format';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { HandHelping, Phone, Undo2, Wrench } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { assetLoans } from '@sahaya/contract/assets/endpoints';
import type { AdminAssetRequest } from '@sahaya/contract/assets/schemas';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { FOCUS_EMPTY, FOCUS_KEY, useFocusAfterAction } from '../../../lib/focus/use-focus-after-action.ts';
import { useKeepPageInRange, usePagedSearch } from '../../../lib/hooks/use-paged-search.ts';
import { useAssetLoans } from '../api/asset-loans.ts';
import { useDecideAssetRequest } from '../api/decide-asset-request.ts';
import { useHandOver } from '../api/hand-over.ts';
import { depositToRefund, depositToTake } from '../utils/deposit.ts';
import { DecisionDialog } from './decision-dialog.tsx';
import { HandOverDepositDialog } from './hand-over-deposit-dialog.tsx';
import { EmptyNote, LoadingPlaceholder } from '../../../components/ui/list-states.tsx';

type Action = 'handOver' | 'takeBack';

interface LoanProps {
  loan: AdminAssetRequest;
  pending: Action | null;
  failure: string | null;
  onHandOver: () => void;
  /** Units handed over come back in one tap; a loan nobody collected is ended after a question. */
  onTakeBack: () => void;
  onNeedsRepair: () => void;
}

/** Whether taking the loan back asks something first: its asset's checklist, or the refund of its deposit. */
const asksOnReturn = (loan: AdminAssetRequest) => loan.asset.checklist.length > 0 || depositToRefund(loan) !== null;

/** One loan out: who has it and how to call them, its period, and what can be done with it now. */
function Loan({ loan, pending, failure, onHandOver, onTakeBack, onNeedsRepair }: LoanProps) {
  const f = useFormat();
  const { t } = useLingui();
  const borrower = loan.user.name;
  const number = loan.user.phone ? shownPhone(loan.user.phone) : '';
  const from = f.calendarDay(loan.requestedDate);
  const to = f.calendarDay(loan.returnDate);
  const quantity = loan.quantity;
  const handedOver = loan.handedOverAt !== null;
  const busy = pending !== null;
  return (
    <li {...{ [FOCUS_KEY]: loan._id }} className="space-y-3 rounded-xl border border-stone-200 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-lg font-bold break-words text-ink">{borrower}</h3>
        {loan.isOverdue ? (
          <Badge tone="danger">
            <Trans>Overdue</Trans>
          </Badge>
        ) : null}
        {handedOver ? (
          <Badge tone="info">
            <Trans>Handed over</Trans>
          </Badge>
        ) : (
          <Badge tone="warning">
            <Trans>Not handed over yet</Trans>
          </Badge>
        )}
      </div>
      <p className="text-ink">
        <Plural value={quantity} one={`# unit, ${from} – ${to}`} other={`# units, ${from} – ${to}`} />
      </p>
      {loan.user.phone ? (
        <a
          href={telHref(loan.user.phone)}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary-800 underline underline-offset-4"
          aria-label={t`Call ${borrower}, ${number}`}
        >
          <Phone aria-hidden className="size-5" />
          {number}
        </a>
      ) : (
        <p className="text-muted">
          <Trans>No phone number given</Trans>
        </p>
      )}
      {failure ? <ErrorAlert className="p-3">{failure}</ErrorAlert> : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {handedOver ? null : depositToTake(loan) !== null ? (
          <Button aria-haspopup="dialog" disabled={busy} onClick={onHandOver}>
            <HandHelping aria-hidden />
            <Trans>Hand over…</Trans>
          </Button>
        ) : (
          <Button pending={pending === 'handOver'} disabled={busy && pending !== 'handOver'} onClick={onHandOver}>
            <HandHelping aria-hidden />
            <Trans>Hand over</Trans>
          </Button>
        )}
        {handedOver && !asksOnReturn(loan) ? (
          <Button pending={pending === 'takeBack'} disabled={busy && pending !== 'takeBack'} onClick={onTakeBack}>
            <Undo2 aria-hidden />
            <Trans>Take back</Trans>
          </Button>
        ) : (
          <Button variant="secondary" aria-haspopup="dialog" disabled={busy} onClick={onTakeBack}>
            <Undo2 aria-hidden />
            <Trans>Take back…</Trans>
          </Button>
        )}
        <Button variant="ghost" disabled={busy} onClick={onNeedsRepair}>
          <Wrench aria-hidden />
          <Trans>Needs repair…</Trans>
        </Button>
      </div>
    </li>
  );
}

interface ScanLoansProps {
  assetId: string;
  /** Says what an action did, in the page's live region. */
  announce: (text: string) => void;
}

/**
 * The asset's loans out, soonest first, a page at a time, each handed over or taken back in one
 * tap: taken back means returned in good condition, back in stock; "Needs repair…" asks what is
 * wrong first, and an asset with a return checklist, or a loan whose deposit is refunded, is taken
 * back in the dialog that ticks it. An asset that asks a deposit is handed over in a dialog that
 * asks how it was paid. A loan not handed over is taken back after a question, as it ends a loan
 * the borrower still counts on. After an action focus stays on the loan, or moves to the next one
 * when it has left the list.
 *
 * Loans that fill more than a page are searched by the borrower's name, so the admin finds the
 * person in front of them however many loans are booked before theirs; the page and the search sit
 * in the address beside the asset, as in the other lists. Another page opens with focus on its
 * first loan, where reading it starts, rather than on a button the new page may have disabled.
 */
export function ScanLoans({ assetId, announce }: ScanLoansProps) {
  const paging = usePagedSearch(assetLoans);
  const loans = useAssetLoans(assetId, { page: paging.page, cursor: paging.cursor, limit: paging.limit, search: paging.search });
  const settled = loans.data !== undefined && !loans.isPlaceholderData;
  useKeepPageInRange(paging, loans.data?.totalPages, settled);
  const handOver = useHandOver();
  const decide = useDecideAssetRequest();
  const { t } = useLingui();
  const f = useFormat();
  const [pending, setPending] = useState<{ id: string; action: Action } | null>(null);
  const [failure, setFailure] = useState<{ id: string; message: string } | null>(null);
  const [paying, setPaying] = useState<AdminAssetRequest | null>(null);
  const [asked, setAsked] = useState<{ request: AdminAssetRequest; decision: 'completed' | 'cancelled'; condition?: 'good' | 'needs-repair' } | null>(null);
  const focus = useFocusAfterAction(loans.data?.loans.map((loan) => loan._id));
  // Once the loans have needed a search, it stays while the asset is open: a search that narrows
  // them to one page, or one being cleared, must not take the box away from under the typing.
  const [searchable, setSearchable] = useState(paging.search !== '');
  if (!searchable && (paging.search !== '' || (loans.data?.totalPages ?? 0) > 1)) setSearchable(true);

  const list = useRef<HTMLUListElement | null>(null);
  const turnedTo = useRef<number | null>(null);
  const turn = (page: number, cursor?: string | null) => {
    turnedTo.current = page;
    paging.goTo(page, cursor);
  };
  const shownPage = settled ? loans.data.page : undefined;
  useEffect(() => {
    if (shownPage === undefined || shownPage !== turnedTo.current) return;
    turnedTo.current = null;
    const first = list.current?.querySelector<HTMLElement>('h3');
    if (!first) return;
    first.tabIndex = -1;
    first.focus();
  }, [shownPage]);

  const act = async (loan: AdminAssetRequest, action: Action) => {
    if (pending) return;
    setPending({ id: loan._id, action });
    setFailure(null);
    try {
      const reply =
        action === 'handOver'
          ? await handOver.mutateAsync({ id: loan._id })
          : await decide.mutateAsync({ id: loan._id, body: { status: 'completed', condition: 'good' } });
      announce(reply.message);
      focus.settle(loan._id);
    } catch (error) {
      const read = readFailure(error);
      if (!read.told) setFailure({ id: loan._id, message: read.message });
    } finally {
      setPending(null);
    }
  };

  if (loans.isPending) {
    return (
      <LoadingPlaceholder label={t`Loading the loans`} className="space-y-3">
        <Skeleton className="h-36 w-full" />
      </LoadingPlaceholder>
    );
  }
  if (loans.isError) return <ErrorAlert>{readFailure(loans.error).message}</ErrorAlert>;

  const { data } = loans;
  const total = f.count(data.total);
  return (
    <div ref={focus.ref} className="space-y-4">
      {/* The borrower's name to find among the asset's loans: the person standing at the counter. */}
      {searchable ? (
        <SearchField
          id="scan-loan-search"
          label={t`Search by name`}
          placeholder={t`Type the borrower's name`}
          value={paging.typed}
          onChange={paging.onType}
          className="max-w-md"
        />
      ) : null}
      {data.loans.length === 0 ? (
        <EmptyNote {...{ [FOCUS_EMPTY]: '' }} className="rounded-xl bg-stone-100 p-4">
          {paging.search ? (
            <Trans>No loan of this asset is for a borrower of that name.</Trans>
          ) : (
            <Trans>No loans of this asset are out or waiting to be handed over.</Trans>
          )}
        </EmptyNote>
      ) : (
        <ul
          ref={list}
          aria-label={t`Loans`}
          aria-busy={loans.isPlaceholderData}
          className={loans.isPlaceholderData ? 'space-y-3 opacity-60 transition-opacity' : 'space-y-3'}
        >
          {data.loans.map((loan) => (
            <Loan
              key={loan._id}
              loan={loan}
              pending={pending?.id === loan._id ? pending.action : null}
              failure={failure?.id === loan._id ? failure.message : null}
              onHandOver={() => (depositToTake(loan) !== null ? setPaying(loan) : void act(loan, 'handOver'))}
              onTakeBack={() =>
                !loan.handedOverAt
                  ? setAsked({ request: loan, decision: 'cancelled' })
                  : asksOnReturn(loan)
                    ? setAsked({ request: loan, decision: 'completed', condition: 'good' })
                    : void act(loan, 'takeBack')
              }
              onNeedsRepair={() => setAsked({ request: loan, decision: 'completed', condition: 'needs-repair' })}
            />
          ))}
        </ul>
      )}
      {searchable ? (
        <div className="flex flex-col items-center gap-4 sm:flex-row sm:justify-between">
          <p className="font-semibold text-ink" aria-live="polite">
            {t`Total Loans: ${total}`}
          </p>
          <Pagination
            page={paging.page}
            totalPages={data.totalPages}
            onPageChange={turn}
            // While the page asked for loads, the cursors shown are another page's: pages go by number.
            cursors={settled && data.page === paging.page ? data : undefined}
            label={t`Loans`}
          />
        </div>
      ) : null}
      <HandOverDepositDialog
        loan={paying}
        onClose={() => setPaying(null)}
        onHandedOver={(loan, message) => {
          announce(message);
          focus.settle(loan._id);
        }}
      />
      <DecisionDialog
        target={asked}
        condition={asked?.condition}
        onClose={() => setAsked(null)}
        onDecided={(request) => focus.settle(request._id)}
      />
    </div>
  );
}
