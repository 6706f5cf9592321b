import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { isApiError } from '../lib/api-client.ts';
import { LiveSession } from './live-session.tsx';
import { SessionCheck } from './session-check.tsx';

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change by asking again; only network trouble and server errors are retried, once.
        retry: (failureCount, error) =>
          failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
    },
  });
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionCheck />
      <LiveSession />
      {children}
      {/* Toasts stay long enough to be read at a slower pace, and can be dismissed by button. */}
      <Toaster
        position="top-center"
        richColors
        closeButton
        duration={6000}
        toastOptions={{ style: { fontSize: '1rem' } }}
      />
    </QueryClientProvider>
  );
}
