import { createQueryClient, useSession } from '@maziwa/api-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createRouter } from './router';

/** The whole console: one query cache, one router, the session decided at start. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  const init = useSession((s) => s.init);
  const status = useSession((s) => s.status);

  useEffect(() => {
    void init();
  }, [init]);

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
