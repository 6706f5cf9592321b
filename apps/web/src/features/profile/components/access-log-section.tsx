import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import type { AccessLogEntry } from '@sahaya/contract/privacy/access-log';
import type { AccessAction } from '@sahaya/contract/privacy/access-actions';
import type { Role } from '@sahaya/contract/constants';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { EmptyNote, LoadingPlaceholder } from '../../../components/ui/list-states.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useAccessLog } from '../api/get-access-log.ts';

/** What was opened, in words the person reads. */
const actionWords: Record<AccessAction, MessageDescriptor> = {
  viewedRecord: msg`Opened your record`,
  viewedContact: msg`Saw your contact details`,
  viewedAddress: msg`Saw your address`,
  exportedData: msg`Made a copy of your data`,
  downloadedList: msg`Downloaded a list with your details`,
};

/** The role the person who opened it had then. */
const roleWords: Record<Role, MessageDescriptor> = {
  admin: msg`Admin`,
  volunteer: msg`Volunteer`,
  user: msg`User`,
};

function Entry({ entry }: { entry: AccessLogEntry }) {
  const { i18n } = useLingui();
  const f = useFormat();
  return (
    <li className="flex flex-col gap-1 border-b border-stone-200 py-3 last:border-b-0 sm:flex-row sm:items-baseline sm:gap-4">
      <time dateTime={entry.at} className="shrink-0 text-sm text-muted sm:w-44">
        {f.dateTime(entry.at)}
      </time>
      <span className="min-w-0 break-words">
        <span className="font-semibold text-ink">{i18n._(actionWords[entry.action])}</span>
        <span className="text-muted"> · </span>
        <span>
          {entry.actorName} ({i18n._(roleWords[entry.actorRole])})
        </span>
      </span>
    </li>
  );
}

/**
 * Settings: who has seen my data (DPDP Rules 2025, Rule 6): each time an admin or volunteer opened
 * this person's record, contact details or address, or a list or copy with them in it, newest first,
 * a page at a time.
 */
export function AccessLogSection() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const log = useAccessLog(page);

  return (
    <Card role="region" className="max-w-xl" aria-labelledby="access-log-title">
      <CardTitle id="access-log-title" className="flex items-center gap-2">
        <Eye className="size-6 text-primary-700" aria-hidden />
        <Trans>Who has seen my data</Trans>
      </CardTitle>
      <CardDescription className="mt-2">
        <Trans>
          Each time an admin or a volunteer opened your record, your contact details or your address, or downloaded a list with your details,
          it is written here. Entries are kept for at least a year.
        </Trans>
      </CardDescription>
      <div className="mt-4">
        {log.isPending ? (
          <LoadingPlaceholder label={t`Loading who has seen your data`} className="space-y-2">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </LoadingPlaceholder>
        ) : log.isError ? (
          <ErrorAlert>
            <Trans>The list could not be loaded. Please try again later.</Trans>
          </ErrorAlert>
        ) : log.data.entries.length === 0 ? (
          <EmptyNote>{t`Nobody has opened your data yet.`}</EmptyNote>
        ) : (
          <>
            <p className="text-sm text-muted" aria-live="polite">
              <Plural value={log.data.totalEntries} one="# time in all" other="# times in all" />
            </p>
            <ul aria-label={t`Who has seen my data`} aria-busy={log.isPlaceholderData}>
              {log.data.entries.map((entry, index) => (
                <Entry key={`${entry.at}-${index}`} entry={entry} />
              ))}
            </ul>
            <Pagination className="mt-3" page={page} totalPages={log.data.totalPages} onPageChange={setPage} label={t`Who has seen my data`} />
          </>
        )}
      </div>
    </Card>
  );
}
