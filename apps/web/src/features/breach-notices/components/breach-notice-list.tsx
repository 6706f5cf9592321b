import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { BreachNotice } from '@sahaya/contract/privacy/breach-notices';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { EmptyNote, LoadingPlaceholder } from '../../../components/ui/list-states.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useBreachNotices } from '../api/list-breach-notices.ts';

/** One notice sent: its subject, when and by whom, to whom, how many were told, and its text. */
function NoticeItem({ notice }: { notice: BreachNotice }) {
  const f = useFormat();
  const { t } = useLingui();
  const sentAt = f.dateTime(notice.sentAt);
  const sentBy = notice.sentBy ?? t`an admin no longer here`;
  const headingId = `breach-${notice._id}`;
  return (
    <li className="rounded-xl border border-stone-200 p-4">
      <article aria-labelledby={headingId} className="space-y-2">
        <h3 id={headingId} className="text-lg font-bold break-words">
          {notice.subject}
        </h3>
        <p className="text-sm text-muted">
          <Trans>
            Sent <time dateTime={notice.sentAt}>{sentAt}</time> by {sentBy}
          </Trans>{' '}
          · {notice.audience === 'all' ? <Trans>to everyone</Trans> : <Trans>to the people chosen</Trans>}
        </p>
        <p className="font-semibold text-ink">
          <Plural value={notice.told} one="# person told so far" other="# people told so far" />
        </p>
        <details>
          <summary className="cursor-pointer font-semibold text-primary-800">
            <Trans>What it said</Trans>
          </summary>
          <p className="mt-2 whitespace-pre-line break-words">{notice.body}</p>
        </details>
      </article>
    </li>
  );
}

/** The breach notices sent, newest first, a page at a time. */
export function BreachNoticeList({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  const { t } = useLingui();
  const list = useBreachNotices(page);
  if (list.isPending) {
    return (
      <LoadingPlaceholder label={t`Loading the notices sent`} className="space-y-2">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </LoadingPlaceholder>
    );
  }
  if (list.isError) {
    return (
      <ErrorAlert>
        <Trans>The notices could not be loaded. Please try again later.</Trans>
      </ErrorAlert>
    );
  }
  if (list.data.notices.length === 0) return <EmptyNote>{t`No breach notice has been sent.`}</EmptyNote>;
  return (
    <>
      <ul className="space-y-4" aria-label={t`Notices sent`}>
        {list.data.notices.map((notice) => (
          <NoticeItem key={notice._id} notice={notice} />
        ))}
      </ul>
      <Pagination page={page} totalPages={list.data.totalPages} onPageChange={onPageChange} label={t`Notices sent`} className="mt-4" />
    </>
  );
}
