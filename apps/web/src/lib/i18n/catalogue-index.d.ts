/** The loaders of each language's catalogues, written by build/catalogue-index.ts. */
declare module 'virtual:catalogues' {
  import type { Messages } from '@lingui/core';

  type Loaders = Record<string, () => Promise<{ messages: Messages }>>;
  const catalogueIndex: Partial<Record<string, () => Promise<{ default: Loaders }>>>;
  export default catalogueIndex;
}
