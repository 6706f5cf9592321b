import { describe, expect, it } from 'vitest';
import type { AssetCategory } from '@sahaya/contract/asset-categories/schemas';
import { CATEGORY_KEY } from '@sahaya/contract/asset-categories/constants';
import { categoryIconOf, categoryIcons, categoryNameOf, keyFromName } from './categories.ts';

const walker: AssetCategory = {
  key: 'walker',
  name: 'वॉकर',
  codePrefix: 'WK',
  icon: 'walker',
  image: null,
  defaultMaxLoanDays: 45,
  checklist: [],
  assetCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('a new category’s key', () => {
  it('is made from its English name as the admin types it, one camelCase word the server takes', () => {
    const cases: [string, string][] = [
      ['Hospital bed', 'hospitalBed'],
      ['  Oxygen   Concentrator ', 'oxygenConcentrator'],
      ['Commode chair (steel)', 'commodeChairSteel'],
      ['Crutches', 'crutches'],
      ['2-wheel Walker', 'wheelWalker'],
    ];
    for (const [name, key] of cases) {
      expect(keyFromName(name), name).toBe(key);
      expect(CATEGORY_KEY.test(key), key).toBe(true);
    }
  });

  it('is empty for a name with no English letters, so the form asks for one', () => {
    expect(keyFromName('अस्पताल बिस्तर')).toBe('');
  });
});

describe('a category as the pages show it', () => {
  it('is named and drawn as read, and by its key and the plain drawing before that', () => {
    expect(categoryNameOf([walker], 'walker')).toBe('वॉकर');
    expect(categoryIconOf([walker], 'walker')).toBe(categoryIcons.walker);
    expect(categoryNameOf(undefined, 'walker')).toBe('walker');
    expect(categoryIconOf(undefined, 'walker')).toBe(categoryIcons.equipment);
  });
});
