/**
 * Deep pages of the long lists (issue 43), on the seeded PostgreSQL database: for each list, its
 * first page, the page halfway down by its number (an offset the database walks to) and the same
 * page read from the cursor of the page before it (a range of the index from that row), each the
 * median of a few requests in turn, with nothing else running.
 */
import { percentile } from './load.ts';
import { timedGet } from './timed-get.ts';

interface ListPage {
  totalPages: number;
  nextCursor: string | null;
}

/** The lists measured: the admin's, a year's receipts without a PAN. */
export const deepLists = (fy: string) => [
  { name: 'donations (admin)', path: '/api/donations?' },
  { name: 'users (admin)', path: '/api/users?' },
  { name: 'asset requests (admin), newest', path: '/api/assetRequests?' },
  { name: 'assistance requests (admin), by priority', path: '/api/assistanceRequests?sort=priority&' },
  { name: `receipts of ${fy} without a PAN`, path: `/api/donations/without-pan?fy=${fy}&` },
];

async function timed(url: string, token: string): Promise<{ ms: number; page: ListPage }> {
  const { ms, body } = await timedGet(url, token);
  return { ms, page: JSON.parse(body) as ListPage };
}

/** The median time of `times` requests made one after another. */
async function median(times: number, read: () => Promise<{ ms: number }>): Promise<number> {
  const all = new Float64Array(times);
  for (let i = 0; i < times; i++) all[i] = (await read()).ms;
  return percentile(all.sort(), 50);
}

export async function measureDeepPages(baseUrl: string, token: string, fy: string): Promise<string[]> {
  const lines = [
    '| list | pages of 10 | page 1 | page N by its number | page N from the cursor of page N−1 |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const list of deepLists(fy)) {
    const url = (query: string) => `${baseUrl}${list.path}limit=10&${query}`;
    const first = await timed(url('page=1'), token);
    const deep = Math.max(2, Math.floor(first.page.totalPages / 2));
    const firstMs = await median(5, () => timed(url('page=1'), token));
    const byNumberMs = await median(3, () => timed(url(`page=${deep}`), token));
    const before = await timed(url(`page=${deep - 1}`), token);
    const cursor = encodeURIComponent(before.page.nextCursor ?? '');
    const byCursorMs = await median(5, () => timed(url(`page=${deep}&cursor=${cursor}`), token));
    lines.push(
      `| ${list.name} | ${first.page.totalPages.toLocaleString('en')} | ${firstMs.toFixed(1)} ms | page ${deep.toLocaleString('en')}: ${byNumberMs.toFixed(1)} ms | ${byCursorMs.toFixed(1)} ms |`,
    );
  }
  return lines;
}
