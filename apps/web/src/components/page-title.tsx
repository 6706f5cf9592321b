import { useLingui } from '@lingui/react/macro';
/** Sets the document title (React 19 hoists <title> into <head>), so each page is announced by name. */
export function PageTitle({ children }: { children: string }) {
  const { t } = useLingui();
  const page = children;
  return <title>{t`${page} · Sahaya`}</title>;
}
