import { emptyMessageFilters, messageParams } from './message-filters';

describe('messageParams', () => {
  it('sends only the filters chosen, the search trimmed', () => {
    expect(messageParams(emptyMessageFilters)).toEqual({});
    expect(
      messageParams({ search: ' jane ', status: 'failed', event: 'delivery', from: '2026-11-01', to: '2026-11-30' }),
    ).toEqual({ q: 'jane', status: 'failed', event: 'delivery', from: '2026-11-01', to: '2026-11-30' });
  });
});
