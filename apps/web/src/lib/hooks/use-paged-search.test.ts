import { describe, expect, it } from 'vitest';
import { pageSizes } from '@sahaya/contract/constants';
import { listUsers, listVolunteers } from '@sahaya/contract/people/endpoints';
import { fromFirstPage, readPagedQuery, type PagedEndpoint } from './use-paged-search.ts';

const read = (address: string, endpoint: PagedEndpoint = listUsers) => readPagedQuery(endpoint, new URLSearchParams(address));

describe('readPagedQuery', () => {
  it('reads the page and the search of the address, with the list’s own page size', () => {
    expect(read('page=3&search=Asha')).toEqual({ page: 3, limit: pageSizes.users, search: 'Asha' });
    expect(read('', listVolunteers)).toMatchObject({ page: 1, limit: pageSizes.volunteers, search: '' });
  });

  it('reads a page that is not a whole number from 1 as the first, as the server does', () => {
    for (const page of ['0', '-2', 'abc', '1.5']) expect(read(`page=${page}`).page).toBe(1);
  });

  it('trims the search, and drops one the server would refuse, keeping the page', () => {
    expect(read('search=%20Ravi%20').search).toBe('Ravi');
    expect(read(`page=2&search=${'a'.repeat(101)}`)).toEqual({ page: 2, limit: pageSizes.users, search: '' });
  });
});

describe('fromFirstPage', () => {
  it('drops the page and its cursor, and keeps the search and the filters', () => {
    const params = new URLSearchParams('page=7&cursor=abc&search=Asha&status=pending');
    fromFirstPage(params);
    expect(params.toString()).toBe('search=Asha&status=pending');
  });
});
