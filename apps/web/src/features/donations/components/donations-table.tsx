import { Download } from 'lucide-react';
import { useState } from 'react';
import type { AdminDonation } from '@sahaya/contract/donations/schemas';
import { formatRupees } from '@sahaya/contract/format';
import { Button } from '../../../components/ui/button.tsx';
import { Table, TableBody, TableCell, TableEmptyRow, TableHead, TableHeader, TableRow, TableSkeletonRows } from '../../../components/ui/table.tsx';
import { downloadReceipt } from '../api/downloads.ts';
import { campaignLabel, formatDonationDate } from '../utils/campaigns.ts';
import { logFailure } from '../../../lib/log-failure.ts';
import { DonationStatusBadge } from './donation-status-badge.tsx';

const columns = ['Date', 'Payment ID', 'Amount', 'Campaign', 'Donor', 'Message', 'Status', 'Receipt'];

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

/** Donation Management's table (spec 3 §2). */
export function DonationsTable({ donations, loading, rows }: { donations: AdminDonation[] | undefined; loading: boolean; rows: number }) {
  return (
    <Table aria-label="Donations" aria-busy={loading}>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column} className="px-3">
              {column}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {!donations && loading ? (
          <TableSkeletonRows rows={rows} columns={columns} />
        ) : donations?.length === 0 ? (
          <TableEmptyRow columns={columns.length}>No donations found</TableEmptyRow>
        ) : (
          donations?.map((donation) => (
            <TableRow key={donation._id}>
              <TableCell className="px-3 whitespace-nowrap">{formatDonationDate(donation.date)}</TableCell>
              <TableCell className="max-w-36 px-3 font-mono text-xs break-all">{donation.stripePaymentId ?? '-'}</TableCell>
              <TableCell className="px-3 font-semibold whitespace-nowrap">{formatRupees(donation.amount)}</TableCell>
              <TableCell className="px-3">{campaignLabel(donation.campaign)}</TableCell>
              <TableCell className="px-3">{donation.donorName}</TableCell>
              <TableCell className="max-w-48 px-3 break-words">{donation.message || '-'}</TableCell>
              <TableCell className="px-3">
                <DonationStatusBadge status={donation.status} />
              </TableCell>
              <TableCell className="px-3">
                <ReceiptButton donation={donation} />
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
