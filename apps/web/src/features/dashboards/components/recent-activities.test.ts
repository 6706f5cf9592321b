import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Activity } from '@sahaya/contract/activity';
import { RecentActivities } from './recent-activities.tsx';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const hour = 3_600_000;
const activity = (status: string, date: number, kind: Activity['kind'] = 'meeting'): Activity => ({
  kind,
  id: `${kind}-${status}-${date}`,
  title: `${kind} ${status}`,
  status,
  date: new Date(date).toISOString(),
  amount: null,
});

/** The badges' words, in the order of the rows. */
function badges(activities: Activity[]): string[] {
  const html = renderToStaticMarkup(
    createElement(I18nProvider, { i18n }, createElement(MemoryRouter, null, createElement(RecentActivities, { activities, loading: false }))),
  );
  return [...html.matchAll(/<span class="[^"]*rounded-full[^"]*">([^<]+)<\/span>/g)].map((match) => match[1]!);
}

describe('RecentActivities', () => {
  it('reads a meeting’s state as the Meetings page does, and anything else by its own status', () => {
    const now = Date.now();
    expect(
      badges([
        activity('active', now - hour),
        activity('scheduled', now - hour),
        activity('scheduled', now + hour),
        activity('completed', now - 2 * hour),
        activity('cancelled', now + 2 * hour),
        activity('pending', now, 'assetRequest'),
      ]),
    ).toEqual(['In Progress', 'Ready to Join', 'Upcoming', 'Completed', 'Cancelled', 'Pending']);
  });
});
