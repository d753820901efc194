import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useSession } from '../session';
import { buildPersonLink, installFakeApi, signedInUser, TEST_ORG_ID, type FakeApi } from '../testing';
import { producerLabel, useProducerSearch } from './producer-search';

const jane = buildPersonLink('link-p1', 'role-producer', 'MEM-001', {
  id: 'user-p1',
  first_name: 'Jane',
  last_name: 'Wanjiru',
});
const nameless = buildPersonLink('link-p2', 'role-producer', 'MEM-002', {
  id: 'user-p2',
  first_name: '',
  last_name: '',
});

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi({ 'GET /user-roles': () => ({ data: [jane, nameless], total: 2, limit: 20, offset: 0 }) });
  useSession.setState({ status: 'authenticated', user: signedInUser, orgId: TEST_ORG_ID });
});
afterEach(() => api.restore());

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('useProducerSearch', () => {
  it("asks the API for the organisation's farmers matching the text, by member number, and labels them", async () => {
    const { result } = renderHook(() => useProducerSearch('wanj'), { wrapper });
    await waitFor(() => expect(result.current.data).toHaveLength(2));
    expect(result.current.data).toEqual([
      { id: 'link-p1', name: 'Jane Wanjiru', memberNumber: 'MEM-001', label: 'Jane Wanjiru (MEM-001)' },
      // A farmer without a name on record is found by their member number.
      { id: 'link-p2', name: 'MEM-002', memberNumber: 'MEM-002', label: 'MEM-002' },
    ]);
    expect(Object.fromEntries(new URLSearchParams(api.queries('GET /user-roles')[0]))).toEqual({
      org_id: TEST_ORG_ID,
      filter: 'role_name:Producer',
      q: 'wanj',
      populate: 'user',
      sort: 'member_id',
      limit: '20',
    });
  });

  it('asks nothing for an empty text', async () => {
    const { result } = renderHook(() => useProducerSearch(''), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.data).toBeUndefined();
    expect(api.queries('GET /user-roles')).toEqual([]);
  });
});

describe('producerLabel', () => {
  it('puts the member number after the name, when there is one', () => {
    expect(producerLabel('Jane Wanjiru', 'MEM-001')).toBe('Jane Wanjiru (MEM-001)');
    expect(producerLabel('Jane Wanjiru', null)).toBe('Jane Wanjiru');
  });
});
