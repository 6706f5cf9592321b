/** Sets the document title (React 19 hoists <title> into <head>), so each page is announced by name. */
export function PageTitle({ children }: { children: string }) {
  return <title>{`${children} · Sahaya`}</title>;
}
