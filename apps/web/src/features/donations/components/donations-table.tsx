import { msg } from '@lingui/core/macro';
import { donationDay } from '@sahaya/contract/donations/donation-day';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { useState } from 'react';
import type { AdminDonation } from '@sahaya/contract/donations/schemas';
import { donationMessages } from '@sahaya/contract/donations/messages';
import { Button } from '../../../components/ui/button.tsx';
import { Table, TableBody, TableCell, TableEmptyRow, TableHead, TableHeader, TableRow, TableSkeletonRows } from '../../../components/ui/table.tsx';
import { CardList, TableOrCards } from '../../../components/ui/table-or-cards.tsx';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { downloadReceipt } from '../api/downloads.ts';
import { campaignLabel } from '../utils/campaigns.ts';
import { logFailure } from '../../../lib/api/log-failure.ts';
import { DemoBadge } from './demo-badge.tsx';
import { DonationStatusBadge } from './donation-status-badge.tsx';
import { PaymentFacts, usePaymentModeOf } from './payment-facts.tsx';
import { ReceiptNumber } from './receipt-number.tsx';

const columns = [msg`Date`, msg`Payment ID`, msg`Amount`, msg`Campaign`, msg`Donor`, msg`Message`, msg`Status`, msg`Receipt`];

interface DonationsTableProps {
  donations: AdminDonation[] | undefined;
  loading: boolean;
  rows: number;
}

/** What identifies the payment: the provider's payment id, or an offline gift's cheque number or bank reference. */
const paymentIdOf = (donation: AdminDonation) => donation.stripePaymentId ?? donation.reference;

/** Receipt failures are only logged (spec 3 §8); the button shows it is busy meanwhile. */
function ReceiptButton({ donation }: { donation: AdminDonation }) {
  const [busy, setBusy] = useState(false);
  const { t } = useLingui();
  const { ct } = useContractText();
  const f = useFormat();
  const which = donation.receiptNumber ?? donation.stripePaymentId ?? f.rupees(donation.amount);
  return (
    <Button
      variant="secondary"
      size="sm"
      pending={busy}
      disabled={donation.status !== 'completed'}
      aria-label={t`Receipt for ${which}`}
      title={donation.status === 'completed' ? undefined : ct(donationMessages.receiptNotReady)}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadReceipt(donation._id, donation.userId?._id);
        } catch (error) {
          logFailure('Donation', 'receipt', error);
        } finally {
          setBusy(false);
        }
      }}
    >
      <Download aria-hidden />
      <Trans>Receipt</Trans>
    </Button>
  );
}

/** One donation as a card, with the table's facts in reading order. */
function DonationCard({ donation }: { donation: AdminDonation }) {
  const { i18n } = useLingui();
  // "Anonymous" comes as the contract's English word.
  const { ct } = useContractText();
  const f = useFormat();
  return (
    <div className="space-y-1.5 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <p className="me-auto text-lg font-bold text-ink">{f.rupees(donation.amount)}</p>
        <DonationStatusBadge status={donation.status} />
        <DemoBadge isDemo={donation.isDemo} />
      </div>
      <p className="text-muted">
        {f.calendarDay(donationDay(donation))} · {campaignLabel(i18n, donation.campaign)} · {donation.donorName ?? ct(donationMessages.anonymous)}
      </p>
      <PaymentFacts donation={donation} />
      {donation.message ? <p className="break-words text-ink">“{donation.message}”</p> : null}
      <div className="flex flex-wrap items-center justify-between gap-2 pt-1">
        <p className="min-w-0 font-mono text-xs break-all text-muted">{paymentIdOf(donation) ?? '-'}</p>
        <ReceiptButton donation={donation} />
      </div>
    </div>
  );
}

/**
 * Eight columns in the space a laptop leaves beside the sidebar: the cells are padded less than
 * other tables' so Status and Receipt stay in sight without scrolling the table sideways.
 */
function DonationsDataTable({ donations, loading, rows }: DonationsTableProps) {
  const { i18n, t } = useLingui();
  const { ct } = useContractText();
  const f = useFormat();
  const headings = columns.map((column) => i18n._(column));
  const modeOf = usePaymentModeOf();
  return (
    <Table aria-label={t`Donations`} aria-busy={loading}>
      <TableHeader>
        <TableRow>
          {headings.map((column) => (
            <TableHead key={column} className="px-2">
              {column}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {!donations && loading ? (
          <TableSkeletonRows rows={rows} columns={headings} />
        ) : donations?.length === 0 ? (
          <TableEmptyRow columns={columns.length}>{ct(donationMessages.noDonations)}</TableEmptyRow>
        ) : (
          donations?.map((donation) => (
            <TableRow key={donation._id}>
              <TableCell className="px-2 whitespace-nowrap">{f.calendarDay(donationDay(donation))}</TableCell>
              <TableCell className="max-w-32 px-2">
                {modeOf(donation) ? <p className="font-semibold">{modeOf(donation)}</p> : null}
                <p className="font-mono text-xs break-all">{paymentIdOf(donation) ?? '-'}</p>
              </TableCell>
              <TableCell className="px-2 font-semibold whitespace-nowrap">{f.rupees(donation.amount)}</TableCell>
              <TableCell className="px-2">{campaignLabel(i18n, donation.campaign)}</TableCell>
              <TableCell className="px-2 break-words">{donation.donorName ?? ct(donationMessages.anonymous)}</TableCell>
              {/* A message is read as a sentence: a floor on its width keeps it from one word a line. A
                  table cell's own min-width is not honoured by the table's layout; its content's is. */}
              <TableCell className="px-2">
                <p className="max-w-80 min-w-40 break-words">{donation.message || '-'}</p>
              </TableCell>
              <TableCell className="px-2">
                <div className="flex flex-col items-start gap-1">
                  <DonationStatusBadge status={donation.status} />
                  <DemoBadge isDemo={donation.isDemo} />
                </div>
              </TableCell>
              <TableCell className="px-2">
                <div className="flex flex-col items-start gap-1">
                  {donation.receiptNumber ? <ReceiptNumber value={donation.receiptNumber} className="text-xs" /> : null}
                  <ReceiptButton donation={donation} />
                </div>
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}

/** Donation Management's table (spec 3 §2), shown as cards where it is narrow. */
export function DonationsTable(props: DonationsTableProps) {
  const { t } = useLingui();
  const { ct } = useContractText();
  return (
    <TableOrCards
      table={<DonationsDataTable {...props} />}
      cards={
        <CardList
          items={props.donations}
          loading={props.loading}
          rowsWhileLoading={props.rows}
          emptyText={ct(donationMessages.noDonations)}
          label={t`Donations`}
          keyOf={(donation) => donation._id}
        >
          {(donation) => <DonationCard donation={donation} />}
        </CardList>
      }
    />
  );
}
