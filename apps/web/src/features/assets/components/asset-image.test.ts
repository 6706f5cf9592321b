import { i18n } from '@lingui/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AssetCategory } from '@sahaya/contract/asset-categories/schemas';
import type { AdminAssetRequest, Asset } from '@sahaya/contract/assets/schemas';
import { assetKeys } from '../api/keys.ts';
import { AdminAssetRequestCard } from './admin-asset-request-card.tsx';
import { AssetCard } from './asset-card.tsx';
import { AssetGrid } from './asset-grid.tsx';
import { AssetImage } from './asset-image.tsx';
import { AssetRequestCard } from './asset-request-card.tsx';

const airbed: Asset = {
  _id: 'a1',
  shortCode: 'AB-0002',
  name: 'Bubble Air Mattress',
  description: 'Bubble-cell overlay for an ordinary bed.',
  pickupNote: null,
  category: 'airbed',
  image: null,
  stocks: 2,
  inRepair: 0,
  reserved: 0,
  maxLoanDays: 30,
  maxRenewals: 2,
  checklist: [],
  depositRupees: null,
  serviceEveryLoans: null,
  serviceEveryDays: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

const request: AdminAssetRequest = {
  _id: 'r1',
  asset: { _id: airbed._id, name: airbed.name, category: airbed.category, image: null, pickupNote: null, maxLoanDays: 30, maxRenewals: 2, checklist: [], depositRupees: null },
  status: 'pending',
  priority: 'high',
  requestedDate: '2026-11-30',
  returnDate: '2026-12-14',
  isOverdue: false,
  quantity: 1,
  reason: null,
  comment: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  decidedAt: null,
  handedOverAt: null,
  returnedAt: null,
  returnCondition: null,
  returnNote: null,
  returnChecklist: null,
  renewals: 0,
  deposit: null,
  user: { _id: 'u1', name: 'Meera Iyer', email: 'meera@example.org', phone: null },
};

i18n.loadAndActivate({ locale: 'en', messages: {} });

/** The categories as GET /api/assetCategories gave them: the airbeds' drawing is the single bed. */
const categories: AssetCategory[] = [
  { key: 'airbed', name: 'Airbed', codePrefix: 'AB', icon: 'airbed', image: null, defaultMaxLoanDays: null, checklist: [], assetCount: 1, createdAt: airbed.createdAt, updatedAt: airbed.createdAt },
];

// The person's pending request card offers Cancel, whose call needs a query client; the categories are read already.
const render = (element: ReactElement, read: AssetCategory[] | null = categories) => {
  const client = new QueryClient();
  if (read) client.setQueryData(assetKeys.categories(), read);
  return renderToStaticMarkup(createElement(QueryClientProvider, { client }, createElement(I18nProvider, { i18n }, createElement(MemoryRouter, null, element))));
};

/** The drawing that stands in for the picture, as markup: the first box hidden from screen readers that holds an icon. */
function drawingIn(html: string): string | undefined {
  return /<div aria-hidden="true" class="[^"]*"><svg[^>]*>.*?<\/svg><\/div>/.exec(html)?.[0];
}

describe('an asset without a picture', () => {
  const drawing = drawingIn(render(createElement(AssetImage, { name: airbed.name, category: airbed.category, src: null, decorative: true })));

  it('is drawn as its category', () => {
    expect(drawing).toContain('lucide-bed-single');
  });

  it('is drawn plainly until the categories are read, and for a category there is none of', () => {
    expect(drawingIn(render(createElement(AssetImage, { name: airbed.name, category: airbed.category, src: null, decorative: true }), null))).toContain('lucide-package ');
    expect(drawingIn(render(createElement(AssetImage, { name: airbed.name, category: 'hoverboard', src: null, decorative: true })))).toContain('lucide-package ');
  });

  it('names its category as the categories are read', () => {
    expect(render(createElement(AssetCard, { asset: airbed, onRequest: () => undefined }))).toContain('>Airbed<');
  });

  it('looks the same in the catalogue, the admin grid and both request lists', () => {
    const places = {
      'catalogue card': render(createElement(AssetCard, { asset: airbed, onRequest: () => undefined })),
      'admin grid': render(createElement(AssetGrid, { assets: [airbed], page: 1, loading: false, cardsWhileLoading: 8 })),
      'admin request card': render(createElement(AdminAssetRequestCard, { request, onShowUser: () => undefined, onDecide: () => undefined })),
      "person's request card": render(createElement(AssetRequestCard, { request, title: airbed.name })),
    };
    for (const [place, html] of Object.entries(places)) {
      expect(drawingIn(html), place).toBe(drawing);
      expect(html, `${place} shows no placeholder photo`).not.toContain('<img');
    }
  });

  it('is named for what it is when nothing beside it names the asset', () => {
    const html = render(createElement(AssetImage, { name: airbed.name, category: airbed.category, src: null }));
    expect(html).toContain('role="img" aria-label="No picture of Bubble Air Mattress yet"');
  });
});
