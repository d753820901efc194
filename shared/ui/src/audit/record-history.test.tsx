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
  resource_label: 'Payments',
  record_id: 'p1',
  record_label: 'Akinyi Otieno (#F-001) — March 2026',
};
const events: AuditEvent[] = [
  {
    ...base,
    id: 'e2',
    occurred_at: '2026-03-02T06:30:00.000Z',
    action: 'process',
    action_label: 'Paid out',
    changes: { status: { before: 'pending', after: 'completed' } },
  },
  {
    ...base,
    id: 'e1',
    occurred_at: '2026-03-01T05:00:00.000Z',
    user_name: null,
    action: 'create',
    action_label: 'Created',
    changes: {},
  },
];

describe('RecordHistory', () => {
  it('lists who changed what and when, newest first, with each field before and after', () => {
    render(<RecordHistory events={events} isLoading={false} />);
    const section = screen.getByRole('region', { name: 'History' });
    const entries = within(section).getAllByRole('listitem');
    expect(entries[0]).toHaveTextContent('Paid out by Wanjiku Kamau on 02/03/2026 09:30');
    const table = within(entries[0]).getByRole('table', { name: 'Changes 02/03/2026 09:30' });
    expect(within(table).getByRole('rowheader', { name: 'status' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['pending', 'completed']);
    // A deleted account is still said to have done it.
    expect(entries[1]).toHaveTextContent('Created by admin@maziwa.test on 01/03/2026 08:00');
  });

  it('shows times, its own and changed ones, in the console’s format and zone, never as UTC ISO text', () => {
    const edit: AuditEvent = {
      ...base,
      id: 'e3',
      occurred_at: '2026-11-28T12:57:10.202Z',
      action: 'update',
      action_label: 'Updated',
      changes: {
        paid_at: { before: null, after: '2026-11-28T12:57:10.202Z' },
        payment_date: { before: '2026-11-27', after: '2026-11-28' },
      },
    };
    render(<RecordHistory events={[edit]} isLoading={false} />);
    const section = screen.getByRole('region', { name: 'History' });
    expect(section).toHaveTextContent('Updated by Wanjiku Kamau on 28/11/2026 15:57');
    expect(within(section).getByText('28/11/2026 15:57', { selector: 'time' })).toHaveAttribute(
      'datetime',
      '2026-11-28T12:57:10.202Z',
    );
    const table = within(section).getByRole('table', { name: 'Changes 28/11/2026 15:57' });
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['—', '28/11/2026 15:57', '27/11/2026', '28/11/2026']);
    expect(section).not.toHaveTextContent(/\d{4}-\d{2}-\d{2}/);
  });

  it('names changed fields as the form does, and the routes and centres a change held by name', () => {
    const edit: AuditEvent = {
      ...base,
      resource: 'user-roles',
      resource_label: 'People (drivers, farmers, staff roles)',
      id: 'e4',
      occurred_at: '2026-11-28T12:57:10.202Z',
      action: 'update',
      action_label: 'Updated',
      changes: {
        route_ids: {
          before: ['0f1e2d3c-1111-4111-8111-111111111111'],
          after: ['0f1e2d3c-2222-4222-8222-222222222222'],
          label: 'Assigned Route',
          before_name: ['Kiambu North'],
          after_name: ['Limuru'],
        },
      },
    };
    render(<RecordHistory events={[edit]} isLoading={false} />);
    const table = screen.getByRole('table', { name: 'Changes 28/11/2026 15:57' });
    expect(within(table).getByRole('rowheader', { name: 'Assigned Route' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Kiambu North', 'Limuru']);
    expect(screen.getByRole('region', { name: 'History' })).not.toHaveTextContent('0f1e2d3c');
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
