import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { RequestDetails } from '@sahaya/contract/assistance-requests/schemas';
import { RequestHistory } from './request-history.tsx';

i18n.loadAndActivate({ locale: 'hi', messages: {} });

const entries = (history: RequestDetails['history']): string[] => {
  const html = renderToStaticMarkup(createElement(I18nProvider, { i18n }, createElement(RequestHistory, { history })));
  return [...html.matchAll(/<p class="font-semibold[^"]*">([^<]+)<\/p>/g)].map((match) => match[1]!);
};

describe('RequestHistory', () => {
  it('shows each entry as the server wrote it in the page’s language, reading nothing back from English', () => {
    const history: RequestDetails['history'] = [
      { action: 'created', code: 'submitted', params: [], details: 'सहायता अनुरोध भेजा गया', date: '2026-11-01T04:30:00.000Z' },
      { action: 'approved', code: 'accepted', params: ['Vikram Rao'], details: 'Vikram Rao ने स्वीकार किया', date: '2026-11-01T05:30:00.000Z' },
      // Words the server kept as they were (an entry older than codes) stay as they are.
      { action: 'created', code: 'note', params: ['Accepted by Vikram Rao'], details: 'Accepted by Vikram Rao', date: '2026-11-01T06:30:00.000Z' },
    ];
    expect(entries(history)).toEqual(['सहायता अनुरोध भेजा गया', 'Vikram Rao ने स्वीकार किया', 'Accepted by Vikram Rao']);
  });
});
