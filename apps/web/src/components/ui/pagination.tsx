import { Trans, useLingui } from '@lingui/react/macro';
import type { PageCursors } from '@sahaya/contract/common';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';

interface PaginationProps {
  page: number;
  totalPages: number;
  /** The page chosen, and the cursor that reads it from a row of this page when it is a neighbour. */
  onPageChange: (page: number, cursor?: string | null) => void;
  /** The page's cursors, when its list gives them. */
  cursors?: PageCursors;
  /** What the pages hold, for the landmark's name: "Users List pages". */
  label: string;
  className?: string;
}

/** Which page numbers to offer: the first, the last, and the current one with its neighbours. */
export function pageWindow(page: number, totalPages: number): Array<number | 'gap'> {
  const wanted = new Set([1, totalPages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= totalPages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const result: Array<number | 'gap'> = [];
  sorted.forEach((p, index) => {
    if (index > 0 && p - sorted[index - 1]! > 1) result.push('gap');
    result.push(p);
  });
  return result;
}

/**
 * The cursor that reads `target` from a row of page `page`: the next page after its last row, the
 * one before from its first; none for the first page (read from the top, with any rows added
 * since) or a page further away (read by its number).
 */
export function cursorTo(target: number, page: number, cursors: PageCursors | undefined): string | null {
  if (target === page + 1) return cursors?.nextCursor ?? null;
  if (target === page - 1 && target > 1) return cursors?.previousCursor ?? null;
  return null;
}

/** Previous / numbered / Next page buttons; nothing is shown when everything fits on one page. */
export function Pagination({ page, totalPages, onPageChange: change, cursors, label, className }: PaginationProps) {
  const { t } = useLingui();
  if (totalPages <= 1) return null;
  const onPageChange = (target: number) => change(target, cursorTo(target, page, cursors));
  return (
    <nav aria-label={t`${label} pages`} className={cn('flex flex-wrap items-center justify-center gap-1', className)}>
      <Button variant="ghost" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft className="rtl:-scale-x-100" aria-hidden />
        <Trans>Previous</Trans>
      </Button>
      {pageWindow(page, totalPages).map((p, index) =>
        p === 'gap' ? (
          <span key={`gap-${index}`} className="px-2 text-muted" aria-hidden>
            …
          </span>
        ) : (
          <Button
            key={p}
            variant={p === page ? 'primary' : 'ghost'}
            size="sm"
            className="min-w-10"
            aria-current={p === page ? 'page' : undefined}
            aria-label={t`Page ${p}`}
            onClick={() => onPageChange(p)}
          >
            {p}
          </Button>
        ),
      )}
      <Button variant="ghost" size="sm" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
        <Trans>Next</Trans>
        <ChevronRight className="rtl:-scale-x-100" aria-hidden />
      </Button>
    </nav>
  );
}
