import { createQueryClient, useSession } from '@maziwa/api-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createRouter } from './router';

/** The whole console: one query cache, one router, the session decided at start (bootstrap.tsx). */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  // The session check was started by bootstrap, before this first render.
  const status = useSession((s) => s.status);

  // Nothing cached for one user may be shown to the next.
  useEffect(() => {
    if (status === 'anonymous') queryClient.clear();
  }, [status, queryClient]);

  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
