import { useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { listUsers, listVolunteers } from '@sahaya/contract/people/endpoints';
import { PageTitle } from '../../../components/page-title.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PagedList } from '../../../components/ui/paged-list.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { useKeepPageInRange, usePagedSearch } from '../../../lib/hooks/use-paged-search.ts';
import { useListPeople } from '../api/list-people.ts';
import { PeopleTable } from '../components/people-table.tsx';
import type { PersonKind } from '../../../lib/queries/people-directory.ts';
import { kinds } from '../utils/kinds.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';

/** /admin/userManagement and /admin/volunteerManagement: the searchable, paged list. */
export function PeopleListPage({ kind }: { kind: PersonKind }) {
  const config = kinds[kind];
  const { i18n, t } = useLingui();
  const sectionTitle = i18n._(config.sectionTitle);
  const listTitle = i18n._(config.listTitle);
  const paging = usePagedSearch(kind === 'user' ? listUsers : listVolunteers);
  const { page, cursor, limit, search } = paging;
  const list = useListPeople(kind, { page, cursor, limit, search });
  const data = list.data;
  useKeepPageInRange(paging, data?.totalPages, data !== undefined && !list.isPlaceholderData);

  const count = data?.total ?? 0;
  const total = kind === 'user' ? t`Total Users: ${count}` : t`Total Volunteers: ${count}`;

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageTitle>{sectionTitle}</PageTitle>
      <PageHeader
        eyebrow={sectionTitle}
        title={listTitle}
        actions={
          <Button asChild>
            <Link to={config.addPath}>
              <Plus aria-hidden />
              {i18n._(config.addLabel)}
            </Link>
          </Button>
        }
      />

      <PagedList
        paging={paging}
        search={{ id: `${kind}-search`, label: t`Search by name`, placeholder: t`Type a name` }}
        label={listTitle}
        error={list.isError ? readFailure(list.error).message : undefined}
        stale={list.isPlaceholderData}
        total={data ? total : undefined}
        totalPages={data?.totalPages}
        cursors={data}
      >
        <PeopleTable
          config={config}
          people={data?.people}
          firstNumber={((data?.page ?? page) - 1) * limit + 1}
          loading={list.isPending || list.isPlaceholderData}
          rowsWhileLoading={limit}
        />
      </PagedList>
    </div>
  );
}
