import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, Download, FileText } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import type { Donation } from '@sahaya/contract/donations/schemas';
import { donationMessages } from '@sahaya/contract/donations/messages';
import { Card } from '../../../components/ui/card.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useDonationHistory } from '../api/donation-history.ts';
import { downloadReceipt, downloadStatement } from '../api/downloads.ts';
import { campaignLabel } from '../utils/campaigns.ts';
import { statementPeriods } from '../utils/statement-periods.ts';
import { DemoBadge } from './demo-badge.tsx';
import { DonationStatusBadge } from './donation-status-badge.tsx';
import { donationDay } from '@sahaya/contract/donations/donation-day';
import { DownloadButton } from './download-button.tsx';
import { PaymentFacts } from './payment-facts.tsx';
import { TryAgainButton } from './try-again-button.tsx';
import { EmptyNote, LoadingPlaceholder } from '../../../components/ui/list-states.tsx';

function ReceiptButton({ donation }: { donation: Donation }) {
  const { t } = useLingui();
  const f = useFormat();
  const amount = f.rupees(donation.amount);
  const date = f.calendarDay(donationDay(donation));
  return (
    <DownloadButton
      size="sm"
      aria-label={t`Download receipt for ${amount} on ${date}`}
      save={() => downloadReceipt(donation._id)}
      failure={t`Could not download the receipt`}
    >
      <Download aria-hidden />
      <Trans>Receipt</Trans>
    </DownloadButton>
  );
}

/** A statement of the person's completed donations: every one, or a financial year's for a tax return. */
function Statement() {
  const periods = useMemo(() => statementPeriods(new Date()), []);
  const [chosen, setChosen] = useState(0);
  const selectId = useId();
  const { i18n, t } = useLingui();
  return (
    <div className="flex flex-col items-start gap-2">
      <div className="w-full max-w-xs">
        <Label htmlFor={selectId}>
          <Trans>Statement period</Trans>
        </Label>
        <Select id={selectId} className="mt-1" value={chosen} onChange={(event) => setChosen(Number(event.target.value))}>
          {periods.map((period, index) => (
            <option key={period.from ?? 'all'} value={index}>
              {i18n._(period.label)}
            </option>
          ))}
        </Select>
      </div>
      <DownloadButton save={() => downloadStatement(periods[chosen])} failure={t`Could not download the statement`}>
        <FileText aria-hidden />
        <Trans>Download statement (PDF)</Trans>
      </DownloadButton>
    </div>
  );
}

/** The person's donations, folded away until asked for; the open list scrolls at a fixed height on a wide screen (spec 2 §9). */
export function DonationHistory() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const history = useDonationHistory();
  const donations = history.data?.donations;
  const { i18n, t } = useLingui();
  const { ct } = useContractText();
  const f = useFormat();
  const total = history.data?.totalItems ?? donations?.length ?? 0;

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-xl font-bold text-ink">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
          className="flex min-h-11 w-full items-center justify-between gap-3 rounded-lg text-start"
        >
          <span>{donations ? t`Donation History (${total})` : t`Donation History`}</span>
          <ChevronDown className={`size-6 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden />
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="mt-4">
        {history.isPending ? (
          <LoadingPlaceholder className="space-y-3">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </LoadingPlaceholder>
        ) : history.isError ? (
          <ErrorAlert>{readFailure(history.error, t`Could not load your donations`).message}</ErrorAlert>
        ) : donations && donations.length === 0 ? (
          <EmptyNote>
            <Trans>You have not made any donations yet.</Trans>
          </EmptyNote>
        ) : (
          <>
            {/* The list scrolls at a fixed height beside the form (spec 2 §9); on a phone a box of its own
                inside the page is hard to scroll, so there it flows with the page. */}
            <ul className="space-y-3 sm:max-h-96 sm:overflow-y-auto sm:pe-1" tabIndex={0} aria-label={t`Your donations`}>
              {donations?.map((donation) => (
                <li key={donation._id} className="rounded-xl border border-stone-200 p-3">
                  <div className="flex flex-wrap items-center gap-2">
                    <p className="me-auto text-lg font-bold text-ink">{f.rupees(donation.amount)}</p>
                    <DonationStatusBadge status={donation.status} />
                    <DemoBadge isDemo={donation.isDemo} />
                  </div>
                  <p className="text-muted">
                    {campaignLabel(i18n, donation.campaign)} · {f.calendarDay(donationDay(donation))}
                    {donation.isAnonymous ? ` · ${ct(donationMessages.anonymous)}` : ''}
                  </p>
                  <PaymentFacts donation={donation} />
                  {donation.message ? <p className="mt-1 break-words text-ink">“{donation.message}”</p> : null}
                  {donation.status === 'completed' ? (
                    <div className="mt-2">
                      <ReceiptButton donation={donation} />
                    </div>
                  ) : null}
                  {donation.status === 'expired' ? (
                    <div className="mt-2 space-y-2">
                      <p className="text-ink">
                        <Trans>This payment was not completed.</Trans>
                      </p>
                      <TryAgainButton donation={donation} />
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
            <div className="mt-4">
              <Statement />
            </div>
          </>
        )}
      </div>
    </Card>
  );
}
