import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { pageSizes } from '@sahaya/contract/constants';
import type { WithoutPanReply } from '@sahaya/contract/donations/schemas';
import { Card } from '../../../components/ui/card.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Table, TableBody, TableCell, TableEmptyRow, TableHead, TableHeader, TableRow, TableSkeletonRows } from '../../../components/ui/table.tsx';
import { CardList, TableOrCards } from '../../../components/ui/table-or-cards.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useDonationsWithoutPan } from '../api/donations-without-pan.ts';
import { financialYears } from '../utils/financial-years.ts';
import { paymentModeLabel } from '../utils/payment-modes.ts';
import { useFinancialYearLabel } from '../utils/use-financial-year-label.ts';
import { ReceiptNumber } from './receipt-number.tsx';

type Receipt = WithoutPanReply['donations'][number];

const columns = [msg`Receipt number`, msg`Date`, msg`Donor`, msg`E-mail`, msg`Amount`, msg`Mode`];

function ReceiptCard({ receipt }: { receipt: Receipt }) {
  const { i18n } = useLingui();
  const { ctOf } = useContractText();
  const f = useFormat();
  return (
    <div className="space-y-1 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <p className="me-auto text-lg font-bold text-ink">{f.rupees(receipt.amount)}</p>
        <ReceiptNumber value={receipt.receiptNumber} className="text-sm" />
      </div>
      <p className="break-words text-ink">{ctOf(receipt.donorName)}</p>
      <p className="text-muted">
        {f.calendarDay(receipt.receivedOn)} · {paymentModeLabel(i18n, receipt.paymentMode)}
      </p>
      {receipt.donorEmail ? <p className="break-all text-muted">{receipt.donorEmail}</p> : null}
    </div>
  );
}

/**
 * The end of Donation Management: this financial year's receipts that carry no donor PAN, a page at
 * a time, as a reminder to ask those donors for it before Form 10BD is filed.
 */
export function ReceiptsWithoutPan() {
  const fy = useMemo(() => financialYears(new Date(), 1)[0] ?? '', []);
  const [{ page, cursor }, setPage] = useState<{ page: number; cursor?: string }>({ page: 1 });
  const limit = pageSizes.donations;
  const list = useDonationsWithoutPan({ fy, page, cursor, limit });
  const receipts = list.data?.donations;
  const { i18n, t } = useLingui();
  const { ctOf } = useContractText();
  const f = useFormat();
  const yearLabel = useFinancialYearLabel()(fy);
  const headings = columns.map((column) => i18n._(column));
  const total = f.count(list.data?.totalItems ?? 0);
  const empty = t`Every receipt of this year has the donor’s PAN.`;
  const label = t`Receipts without a donor PAN`;

  return (
    <Card className="space-y-4 p-5 sm:p-6">
      <div>
        <h2 className="text-xl font-bold text-ink">
          <Trans>Receipts without a donor PAN</Trans>
        </h2>
        <p className="mt-1 text-muted">
          <Trans>
            {yearLabel}. Ask these donors for their PAN, so their gifts count in Form 10BD and they can claim the deduction.
          </Trans>
        </p>
      </div>
      {list.isError ? (
        <ErrorAlert>{readFailure(list.error, t`Could not load the receipts`).message}</ErrorAlert>
      ) : (
        <div className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <TableOrCards
            table={
              <Table aria-label={label} aria-busy={list.isFetching}>
                <TableHeader>
                  <TableRow>
                    {headings.map((heading) => (
                      <TableHead key={heading} className="px-3">
                        {heading}
                      </TableHead>
                    ))}
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {!receipts && list.isPending ? (
                    <TableSkeletonRows rows={3} columns={headings} />
                  ) : receipts?.length === 0 ? (
                    <TableEmptyRow columns={columns.length}>{empty}</TableEmptyRow>
                  ) : (
                    receipts?.map((receipt) => (
                      <TableRow key={receipt._id}>
                        <TableCell className="px-3">
                          <ReceiptNumber value={receipt.receiptNumber} className="text-sm" />
                        </TableCell>
                        <TableCell className="px-3 whitespace-nowrap">{f.calendarDay(receipt.receivedOn)}</TableCell>
                        <TableCell className="px-3 break-words">{ctOf(receipt.donorName)}</TableCell>
                        <TableCell className="px-3 break-all">{receipt.donorEmail ?? '-'}</TableCell>
                        <TableCell className="px-3 font-semibold whitespace-nowrap">{f.rupees(receipt.amount)}</TableCell>
                        <TableCell className="px-3">{paymentModeLabel(i18n, receipt.paymentMode)}</TableCell>
                      </TableRow>
                    ))
                  )}
                </TableBody>
              </Table>
            }
            cards={
              <CardList items={receipts} loading={list.isPending} rowsWhileLoading={3} emptyText={empty} label={label} keyOf={(receipt) => receipt._id}>
                {(receipt) => <ReceiptCard receipt={receipt} />}
              </CardList>
            }
          />
        </div>
      )}
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:justify-between">
        {list.data ? (
          <p className="font-semibold text-ink" aria-live="polite">
            {t`Receipts without a PAN: ${total}`}
          </p>
        ) : null}
        {list.data ? <Pagination
            page={page}
            totalPages={list.data.totalPages}
            onPageChange={(target, from) => setPage({ page: target, cursor: from ?? undefined })}
            cursors={list.isPlaceholderData ? undefined : list.data}
            label={label}
          /> : null}
      </div>
    </Card>
  );
}
