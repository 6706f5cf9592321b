import { RouterProvider, type DataRouter } from 'react-router';
import { AppProviders } from './providers.tsx';

/** The whole app around a router: the browser's in start-app.tsx, a memory router when prerendering. */
export function App({ router }: { router: DataRouter }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
