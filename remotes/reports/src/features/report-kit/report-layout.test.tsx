import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReportLayout, ReportSection } from './report-layout';

it('shows the title, the period, the sections, and prints on Print', async () => {
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  render(
    <ReportLayout
      title="Quality"
      description="Fat, protein and SCC of the milk."
      controls={<div role="search" aria-label="Report period and grouping" />}
      periodLabel="11/01/2026 – 25/11/2026"
      actions={<button type="button">Export Data</button>}
    >
      <ReportSection title="Per centre" note="Litre-weighted.">
        <p>numbers</p>
      </ReportSection>
    </ReportLayout>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Quality' })).toBeInTheDocument();
  expect(screen.getByText('11/01/2026 – 25/11/2026')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Per centre' })).toHaveTextContent('Litre-weighted.numbers');
  expect(screen.getByRole('button', { name: 'Export Data' })).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Print' }));
  expect(print).toHaveBeenCalledTimes(1);
  print.mockRestore();
});
