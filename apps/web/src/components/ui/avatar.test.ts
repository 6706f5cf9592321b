import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar.tsx';

type Props = Parameters<typeof Avatar>[0];

i18n.loadAndActivate({ locale: 'en', messages: {} });

function render(props: Props): string {
  return renderToStaticMarkup(createElement(I18nProvider, { i18n }, createElement(Avatar, props)));
}

// A picture that fails to load is covered in the browser (e2e/src/profile.spec.ts), where images load.
describe('Avatar', () => {
  it('shows the picture, named after the person', () => {
    const html = render({ src: '/uploads/images/me.png', name: 'Priya Das', fallback: 'P' });
    expect(html).toContain('src="/uploads/images/me.png"');
    expect(html).toContain('alt="Profile picture of Priya Das"');
    expect(html).not.toContain('>P<');
  });

  it('shows the fallback when there is no picture', () => {
    for (const src of [null, undefined, '']) {
      const html = render({ src, name: 'Priya Das', fallback: 'P' });
      expect(html).not.toContain('<img');
      expect(html).toContain('role="img" aria-label="Default profile picture of Priya Das">P</span>');
    }
  });

  it('falls back to the default silhouette without a fallback of its own', () => {
    const html = render({ src: null, name: 'Priya Das' });
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="Default profile picture of Priya Das"/);
  });

  it('is not read out when decorative', () => {
    expect(render({ src: '/uploads/images/me.png', name: 'Priya Das', decorative: true })).toContain('alt=""');
    const initial = render({ src: null, name: 'Priya Das', fallback: 'P', decorative: true });
    expect(initial).toContain('<span aria-hidden="true">P</span>');
    expect(initial).not.toContain('aria-label');
  });
});
