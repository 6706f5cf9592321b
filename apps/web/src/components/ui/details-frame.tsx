import { Trans } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../page-title.tsx';
import { Button } from './button.tsx';
import { Card } from './card.tsx';
import { PageHeading } from './page-header.tsx';

/** Where a details page's way back leads, and what it is called ("Back to {label}"). */
export type BackTo = { to: string; label: string };

export interface NotFound {
  /** The card's heading and the tab's title: "Request Not Found". */
  title: string;
  /** Why, read out at once (spec 2 §8, spec 3 §8). */
  message: string;
  back: BackTo;
}

/** The card shown for an unknown record, or one this person may not read, with the way back; it names the tab too. */
export function NotFoundCard({ title, message, back }: NotFound) {
  const backLabel = back.label;
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <Card className="mx-auto max-w-lg text-center">
        <PageHeading className="text-2xl font-bold">{title}</PageHeading>
        <p role="alert" className="mt-2 text-danger">
          {message}
        </p>
        <Button asChild className="mt-6">
          <Link to={back.to}>
            <Trans>Back to {backLabel}</Trans>
          </Link>
        </Button>
      </Card>
    </>
  );
}

interface DetailsFrameProps<T> {
  query: UseQueryResult<T>;
  /** Above the page while it loads (no record yet) and once it has: a back link or breadcrumb. */
  top?: (record: T | undefined) => ReactNode;
  /** The tab's title while the record loads, and the placeholders drawn meanwhile. */
  loading: { title: string; skeleton: ReactNode };
  /** What the page shows instead when the record could not be read: a NotFoundCard, or the page's own words. */
  failed: (error: Error) => ReactNode;
  className?: string;
  children: (record: T) => ReactNode;
}

/**
 * A details page's three states: loading (its placeholders under `top`), failed (what `failed`
 * draws), or the record, which `children` draws under `top`. Only a record never read is a
 * failure: a refetch that fails (a reconnect, a live notice) keeps the page it had, so what the
 * person was typing or choosing on it stays.
 */
export function DetailsFrame<T>({ query, top, loading, failed, className, children }: DetailsFrameProps<T>) {
  const record = query.data;
  return (
    <div className={className}>
      {record === undefined && query.isError ? (
        failed(query.error)
      ) : (
        <>
          {top?.(record)}
          {record === undefined ? (
            <>
              <PageTitle>{loading.title}</PageTitle>
              {loading.skeleton}
            </>
          ) : (
            children(record)
          )}
        </>
      )}
    </div>
  );
}
