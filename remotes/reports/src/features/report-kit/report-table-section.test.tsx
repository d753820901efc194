import type { DataTableColumn } from '@maziwa/ui';
import { render, screen, within } from '@testing-library/react';
import { formatShortDate } from './report-format';
import { ReportTableSection, type ReportRows } from './report-table-section';

interface Row {
  id: string;
  reason: string;
  litres: number;
}

const columns: DataTableColumn<Row>[] = [
  { field: 'reason', headerName: 'Reason' },
  { field: 'litres', headerName: 'Rejected (L)' },
];

const renderSection = (list: ReportRows<Row>) =>
  render(
    <ReportTableSection
      title="Rejections by reason"
      note="By coded reason."
      list={list}
      columns={columns}
      loadingText="Loading rejections..."
      errorText="Failed to fetch rejections"
      emptyMessage="No rejections in this period."
      toolbar={
        <label>
          Interval
          <select>
            <option>Day</option>
          </select>
        </label>
      }
      chart={<p>the chart</p>}
      footer={<>Total: 84.5 L</>}
    />,
  );

it('shows the heading, note, chart, the table of the same rows and the footer', async () => {
  renderSection({ rows: [{ id: 'a', reason: 'High SCC', litres: 63.5 }], isLoading: false, error: null });
  const section = screen.getByRole('region', { name: 'Rejections by reason' });
  expect(section).toHaveTextContent('By coded reason.');
  expect(within(section).getByText('the chart')).toBeInTheDocument();
  const table = await within(section).findByRole('grid', { name: 'Rejections by reason' });
  expect(within(table).getByText('High SCC')).toBeInTheDocument();
  expect(section).toHaveTextContent('Total: 84.5 L');
});

it('says it is loading, keeping the toolbar', () => {
  renderSection({ rows: [], isLoading: true, error: null });
  expect(screen.getByRole('status')).toHaveTextContent('Loading rejections...');
  expect(screen.getByLabelText('Interval')).toBeInTheDocument();
  expect(screen.queryByRole('grid')).not.toBeInTheDocument();
});

it('says what failed', () => {
  renderSection({ rows: [], isLoading: false, error: new Error('boom') });
  expect(screen.getByText('Failed to fetch rejections')).toBeInTheDocument();
  expect(screen.queryByRole('grid')).not.toBeInTheDocument();
});

it('leaves the chart out and says what an empty period means when there are no rows', async () => {
  renderSection({ rows: [], isLoading: false, error: null });
  expect(screen.queryByText('the chart')).not.toBeInTheDocument();
  expect(await screen.findByText('No rejections in this period.')).toBeInTheDocument();
});

it('drops only the year from a chart tick, as the period above says it', () => {
  expect(formatShortDate('2026-10-28')).toBe('28/10');
  expect(formatShortDate('2027-01-03')).toBe('03/01');
});
