import type { AuditEvent, CurrentUser } from '@maziwa/contracts';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useSession } from '../session';
import { installFakeApi, signedInUser, type FakeApi } from '../testing';
import { refreshActivityAfterWrites, useRecordHistory } from './audit-events';

// The shared test admin, in one organisation, allowed to read the activity log.
const admin: CurrentUser = { ...signedInUser, organization_ids: ['org-1'], permissions: ['audit_events:read'] };

const event: AuditEvent = {
  id: 'e1',
  organization_id: 'org-1',
  occurred_at: '2026-03-02T06:30:00.000Z',
  user_id: 'u1',
  user_name: 'Wanjiku Kamau',
  user_email: 'admin@maziwa.test',
  resource: 'payments',
  resource_label: 'Payments',
  record_id: 'p1',
  record_label: 'Akinyi Otieno (#F-001) — March 2026',
  action: 'update',
  action_label: 'Updated',
  changes: { status: { before: 'pending', after: 'completed' } },
};

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi({ 'GET /audit-events': () => ({ data: [event], total: 1, limit: 50, offset: 0 }) });
});
afterEach(() => api.restore());

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('useRecordHistory', () => {
  it("asks for the records' events in the organisation when the person may read the activity log", async () => {
    useSession.setState({ status: 'authenticated', user: admin, orgId: 'org-1' });
    const { result } = renderHook(() => useRecordHistory(['link-1', 'user-1', undefined, 'link-1']), { wrapper });
    await waitFor(() => expect(result.current.events).toEqual([event]));
    expect(result.current.allowed).toBe(true);
    expect(api.queries('GET /audit-events')).toEqual(['org_id=org-1&record_id=link-1%2Cuser-1&limit=50&offset=0']);
  });

  it('asks nothing of someone without audit_events:read', async () => {
    useSession.setState({
      status: 'authenticated',
      user: { ...admin, permissions: ['payments:read'] },
      orgId: 'org-1',
    });
    const { result } = renderHook(() => useRecordHistory(['p1']), { wrapper });
    expect(result.current.allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.queries('GET /audit-events')).toEqual([]);
  });
});

describe('refreshActivityAfterWrites', () => {
  it('reads a shown History again once a write is saved, and not after a download', async () => {
    useSession.setState({ status: 'authenticated', user: admin, orgId: 'org-1' });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    refreshActivityAfterWrites(client);
    const withClient = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => ({
        history: useRecordHistory(['p1']),
        save: useMutation({ mutationFn: async () => 'saved' }),
        download: useMutation({ meta: { write: false }, mutationFn: async () => 'file' }),
      }),
      { wrapper: withClient },
    );
    await waitFor(() => expect(result.current.history.events).toEqual([event]));
    expect(api.queries('GET /audit-events')).toHaveLength(1);

    await act(async () => {
      await result.current.download.mutateAsync();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(api.queries('GET /audit-events')).toHaveLength(1);

    await act(() => result.current.save.mutateAsync());
    await waitFor(() => expect(api.queries('GET /audit-events')).toHaveLength(2));
  });
});
