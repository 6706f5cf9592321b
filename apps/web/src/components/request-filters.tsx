import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { requestStatuses } from '@sahaya/contract/constants';
import { statusWord } from '../lib/status-words.ts';
import type { PagedSearch } from '../lib/hooks/use-paged-search.ts';
import { Input } from './ui/input.tsx';
import { Label } from './ui/label.tsx';
import { Select } from './ui/select.tsx';

interface Filters {
  status?: string | undefined;
  priority?: string | undefined;
  sort: string;
}

export interface RequestFiltersProps<P extends string> {
  paging: PagedSearch;
  values: Filters;
  onFilter: (name: keyof Filters, value: string) => void;
  /** Which list the filters belong to, so each tab's fields have their own ids. */
  idPrefix: string;
  searchPlaceholder: string;
  /** The priorities of this kind of request, and how each reads. */
  priorities: readonly P[];
  priorityText: (priority: P) => string;
  /** Status choices this list has beyond the common ones (the asset requests' "Overdue"), after them. */
  extraStatuses?: readonly { value: string; label: string }[];
}

const sortLabels = { newest: msg`Newest first`, oldest: msg`Oldest first`, priority: msg`Priority` } as const;

/** The search box and the status, priority and sort filters of the admin's request lists (assets and assistance). */
export function RequestFilters<P extends string>({
  paging,
  values,
  onFilter,
  idPrefix,
  searchPlaceholder,
  priorities,
  priorityText,
  extraStatuses = [],
}: RequestFiltersProps<P>) {
  const { t, i18n } = useLingui();
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]">
      <div className="space-y-1.5">
        <Label htmlFor={`${idPrefix}-search`}>
          <Trans>Search</Trans>
        </Label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 start-3 size-5 -translate-y-1/2 text-muted" aria-hidden />
          <Input
            id={`${idPrefix}-search`}
            type="search"
            className="ps-10"
            placeholder={searchPlaceholder}
            value={paging.typed}
            onChange={(event) => paging.onType(event.target.value)}
            autoComplete="off"
          />
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${idPrefix}-status`}>
          <Trans>Status</Trans>
        </Label>
        <Select id={`${idPrefix}-status`} value={values.status ?? ''} onChange={(event) => onFilter('status', event.target.value)}>
          <option value="">{t`All statuses`}</option>
          {requestStatuses.map((status) => (
            <option key={status} value={status}>
              {statusWord(i18n, status)}
            </option>
          ))}
          {extraStatuses.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${idPrefix}-priority`}>
          <Trans>Priority</Trans>
        </Label>
        <Select
          id={`${idPrefix}-priority`}
          value={values.priority ?? ''}
          onChange={(event) => onFilter('priority', event.target.value)}
        >
          <option value="">{t`All priorities`}</option>
          {priorities.map((priority) => (
            <option key={priority} value={priority}>
              {priorityText(priority)}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${idPrefix}-sort`}>
          <Trans>Sort</Trans>
        </Label>
        <Select id={`${idPrefix}-sort`} value={values.sort} onChange={(event) => onFilter('sort', event.target.value)}>
          {Object.entries(sortLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {i18n._(label)}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
