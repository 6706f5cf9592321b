import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Email } from './email.tsx';

describe('Email', () => {
  it('may wrap only before an @ or a dot, and reads as the whole address', () => {
    const html = renderToStaticMarkup(createElement(Email, { address: 'meena.new@example.org' }));
    expect(html).toContain('meena<wbr/>.new<wbr/>@example<wbr/>.org');
    expect(html.replace(/<[^>]+>/g, '')).toBe('meena.new@example.org');
  });
});
