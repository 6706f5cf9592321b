import { describe, expect, it } from 'vitest';
import { catalogueLink } from './catalogue-link.ts';

describe('catalogueLink', () => {
  it('returns to the catalogue as it was left', () => {
    expect(catalogueLink({ catalogue: '?page=2&sort=name-asc' })).toBe('/user/assets?page=2&sort=name-asc');
  });

  it('opens the first page without state, or with state that is not a query', () => {
    expect(catalogueLink(null)).toBe('/user/assets');
    expect(catalogueLink({ catalogue: '' })).toBe('/user/assets');
    expect(catalogueLink({ catalogue: '//elsewhere' })).toBe('/user/assets');
    expect(catalogueLink({ catalogue: 3 })).toBe('/user/assets');
  });
});
