import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { PersonListItem } from '@sahaya/contract/people/schemas';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Table, TableBody, TableCell, TableEmptyRow, TableHead, TableHeader, TableRow, TableSkeletonRows } from '../../../components/ui/table.tsx';
import { CardList, TableOrCards } from '../../../components/ui/table-or-cards.tsx';
import type { KindConfig } from '../utils/kinds.ts';
import { StatusBadge } from './status-badge.tsx';
import { EmailOrPhone } from '../../../components/ui/email.tsx';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';

interface PeopleTableProps {
  config: KindConfig;
  people: PersonListItem[] | undefined;
  /** Where numbering starts on this page: page 2 of 5 per page starts at 6. */
  firstNumber: number;
  loading: boolean;
  rowsWhileLoading: number;
}

/** The columns by key (what the skeleton rows are drawn by) and the heading each shows. */
const columns = [
  { key: 'number', heading: msg`Sl.No.` },
  { key: 'profile', heading: msg`Profile` },
  { key: 'name', heading: msg`Name` },
  { key: 'email', heading: msg`Email` },
  { key: 'joined', heading: msg`DOJ` },
  { key: 'status', heading: msg`Status` },
  { key: 'action', heading: msg`Action` },
] as const;
const columnKeys = columns.map((column) => column.key);

const viewLinkClassName =
  'inline-flex min-h-10 items-center rounded-lg px-3 font-semibold text-primary-800 underline underline-offset-4 hover:bg-primary-50';

/** One person as a card, for where the list is narrow (components/ui/table-or-cards.tsx). */
function PersonCard({ config, person, number }: { config: KindConfig; person: PersonListItem; number: number }) {
  const { t } = useLingui();
  const f = useFormat();
  const joined = f.date(person.createdAt);
  const name = person.name;
  return (
    <div className="flex items-start gap-3 p-3">
      <span className="w-4 shrink-0 pt-2.5 text-sm font-semibold text-muted">{number}</span>
      <Avatar src={person.profilePicture} name={person.name} className="size-11" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2">
          <p className="font-semibold break-words text-ink">{person.name}</p>
          <StatusBadge isBlocked={person.isBlocked} />
        </div>
        <p className="text-sm text-muted">
          <EmailOrPhone email={person.email} phone={person.phone} />
        </p>
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm text-muted">
            <Trans>Joined {joined}</Trans>
          </p>
          <Link to={config.detailsPath(person._id)} aria-label={t`View ${name}`} className={viewLinkClassName}>
            <Trans>View</Trans>
          </Link>
        </div>
      </div>
    </div>
  );
}

const cardPlaceholder = (
  <div className="flex items-center gap-3">
    <Skeleton className="size-12 rounded-full" />
    <div className="flex-1 space-y-2">
      <Skeleton className="h-5 w-32" />
      <Skeleton className="h-4 w-44" />
    </div>
  </div>
);

/** The Users List / Volunteers List table of spec 3 §2, shown as cards where it is narrow. */
export function PeopleTable(props: PeopleTableProps) {
  const { config, people, firstNumber, loading, rowsWhileLoading } = props;
  const { i18n } = useLingui();
  const { ct } = useContractText();
  return (
    <TableOrCards
      table={<PeopleDataTable {...props} />}
      cards={
        <CardList
          items={people}
          loading={loading}
          rowsWhileLoading={rowsWhileLoading}
          emptyText={ct(config.emptyText)}
          label={i18n._(config.listTitle)}
          ordered
          keyOf={(person) => person._id}
          placeholder={cardPlaceholder}
        >
          {(person, index) => <PersonCard config={config} person={person} number={firstNumber + index} />}
        </CardList>
      }
    />
  );
}

function PeopleDataTable({ config, people, firstNumber, loading, rowsWhileLoading }: PeopleTableProps) {
  const { i18n, t } = useLingui();
  const { ct } = useContractText();
  const f = useFormat();
  return (
    <Table aria-label={i18n._(config.listTitle)} aria-busy={loading}>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column.key}>{i18n._(column.heading)}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {loading && !people ? (
          <TableSkeletonRows
            rows={rowsWhileLoading}
            columns={columnKeys}
            cell={(column) => (column === 'profile' ? <Skeleton className="size-10 rounded-full" /> : undefined)}
          />
        ) : null}
        {people?.length === 0 ? <TableEmptyRow columns={columns.length}>{ct(config.emptyText)}</TableEmptyRow> : null}
        {people?.map((person, index) => {
          const name = person.name;
          return (
          <TableRow key={person._id}>
            <TableCell>{firstNumber + index}</TableCell>
            <TableCell>
              <Avatar src={person.profilePicture} name={person.name} />
            </TableCell>
            {/* Name and e-mail wrap (the e-mail before an @ or a dot), so a long one never pushes View out of sight. */}
            <TableCell className="font-semibold break-words">{person.name}</TableCell>
            <TableCell>
              <EmailOrPhone email={person.email} phone={person.phone} />
            </TableCell>
            <TableCell className="whitespace-nowrap">{f.date(person.createdAt)}</TableCell>
            <TableCell>
              <StatusBadge isBlocked={person.isBlocked} />
            </TableCell>
            <TableCell>
              <Link to={config.detailsPath(person._id)} aria-label={t`View ${name}`} className={viewLinkClassName}>
                <Trans>View</Trans>
              </Link>
            </TableCell>
          </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
