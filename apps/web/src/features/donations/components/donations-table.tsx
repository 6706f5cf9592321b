import { Download } from 'lucide-react';
import { useState } from 'react';
import type { AdminDonation } from '@sahaya/contract/donations/schemas';
import { formatDate, formatRupees } from '@sahaya/contract/format';
import { Button } from '../../../components/ui/button.tsx';
import { Table, TableBody, TableCell, TableEmptyRow, TableHead, TableHeader, TableRow, TableSkeletonRows } from '../../../components/ui/table.tsx';
import { CardList, TableOrCards } from '../../../components/ui/table-or-cards.tsx';
import { downloadReceipt } from '../api/downloads.ts';
import { campaignLabel } from '../utils/campaigns.ts';
import { logFailure } from '../../../lib/log-failure.ts';
import { DemoBadge } from './demo-badge.tsx';
import { DonationStatusBadge } from './donation-status-badge.tsx';

const columns = ['Date', 'Payment ID', 'Amount', 'Campaign', 'Donor', 'Message', 'Status', 'Receipt'];
const emptyText = 'No donations found';

interface DonationsTableProps {
  donations: AdminDonation[] | undefined;
  loading: boolean;
  rows: number;
}

/** Receipt failures are only logged (spec 3 §8); the button shows it is busy meanwhile. */
function ReceiptButton({ donation }: { donation: AdminDonation }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      size="sm"
      pending={busy}
      disabled={donation.status !== 'completed'}
      aria-label={`Receipt for ${donation.stripePaymentId ?? formatRupees(donation.amount)}`}
      title={donation.status === 'completed' ? undefined : 'A receipt is available once the donation is completed'}
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
      Receipt
    </Button>
  );
}

/** One donation as a card, with the table's facts in reading order. */
function DonationCard({ donation }: { donation: AdminDonation }) {
  return (
    <div className="space-y-1.5 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-auto text-lg font-bold text-ink">{formatRupees(donation.amount)}</p>
        <DonationStatusBadge status={donation.status} />
        <DemoBadge isDemo={donation.isDemo} />
      </div>
      <p className="text-muted">
        {formatDate(donation.date)} · {campaignLabel(donation.campaign)} · {donation.donorName}
      </p>
      {donation.message ? <p className="break-words text-ink">“{donation.message}”</p> : null}
      <div className="flex flex-wrap items-center justify-between gap-2 pt-1">
        <p className="min-w-0 font-mono text-xs break-all text-muted">{donation.stripePaymentId ?? '-'}</p>
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
  return (
    <Table aria-label="Donations" aria-busy={loading}>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column} className="px-2">
              {column}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {!donations && loading ? (
          <TableSkeletonRows rows={rows} columns={columns} />
        ) : donations?.length === 0 ? (
          <TableEmptyRow columns={columns.length}>{emptyText}</TableEmptyRow>
        ) : (
          donations?.map((donation) => (
            <TableRow key={donation._id}>
              <TableCell className="px-2 whitespace-nowrap">{formatDate(donation.date)}</TableCell>
              <TableCell className="max-w-32 px-2 font-mono text-xs break-all">{donation.stripePaymentId ?? '-'}</TableCell>
              <TableCell className="px-2 font-semibold whitespace-nowrap">{formatRupees(donation.amount)}</TableCell>
              <TableCell className="px-2">{campaignLabel(donation.campaign)}</TableCell>
              <TableCell className="px-2 break-words">{donation.donorName}</TableCell>
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
                <ReceiptButton donation={donation} />
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
  return (
    <TableOrCards
      table={<DonationsDataTable {...props} />}
      cards={
        <CardList
          items={props.donations}
          loading={props.loading}
          rowsWhileLoading={props.rows}
          emptyText={emptyText}
          label="Donations"
          keyOf={(donation) => donation._id}
        >
          {(donation) => <DonationCard donation={donation} />}
        </CardList>
      }
    />
  );
}
