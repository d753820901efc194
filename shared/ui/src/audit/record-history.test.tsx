import type { AuditEvent } from '@maziwa/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordHistory } from './record-history';

const base = {
  organization_id: 'org-1',
  user_id: 'u1',
  user_name: 'Wanjiku Kamau',
  user_email: 'admin@maziwa.test',
  resource: 'payments',
  record_id: 'p1',
};
const events: AuditEvent[] = [
  {
    ...base,
    id: 'e2',
    occurred_at: '2026-03-02T06:30:00.000Z',
    action: 'process',
    changes: { status: { before: 'pending', after: 'completed' } },
  },
  { ...base, id: 'e1', occurred_at: '2026-03-01T05:00:00.000Z', user_name: null, action: 'create', changes: {} },
];

describe('RecordHistory', () => {
  it('lists who changed what and when, newest first, with each field before and after', () => {
    render(<RecordHistory events={events} isLoading={false} />);
    const section = screen.getByRole('region', { name: 'History' });
    const entries = within(section).getAllByRole('listitem');
    expect(entries[0]).toHaveTextContent('Paid out by Wanjiku Kamau on 03/02/2026 09:30');
    const table = within(entries[0]).getByRole('table', { name: 'Changes 03/02/2026 09:30' });
    expect(within(table).getByRole('rowheader', { name: 'status' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['pending', 'completed']);
    // A deleted account is still said to have done it.
    expect(entries[1]).toHaveTextContent('Created by admin@maziwa.test on 03/01/2026 08:00');
  });

  it('says when nothing is recorded, while it loads, and when it fails (with Retry)', async () => {
    const { rerender } = render(<RecordHistory events={[]} isLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading history...');
    rerender(<RecordHistory events={[]} isLoading={false} />);
    expect(screen.getByText('No changes recorded yet.')).toBeInTheDocument();
    const onRetry = jest.fn();
    rerender(<RecordHistory events={[]} isLoading={false} error={new Error('boom')} onRetry={onRetry} />);
    expect(screen.getByText('Failed to fetch history')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('says when only the latest changes are shown', () => {
    render(<RecordHistory events={events} isLoading={false} total={60} />);
    expect(screen.getByText('Showing the latest 2 of 60 changes.')).toBeInTheDocument();
  });
});
