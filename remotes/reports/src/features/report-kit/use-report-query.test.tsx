import { formatDate } from '@maziwa/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useReportQuery } from './use-report-query';

function Probe() {
  const { query, controls, periodLabel } = useReportQuery({ groupings: ['centre', 'route', 'farmer'] });
  return (
    <>
      {controls}
      <output aria-label="query">{`${query.from}..${query.to} by ${query.group_by}`}</output>
      <output aria-label="period">{periodLabel}</output>
    </>
  );
}

const renderAt = (url: string) => {
  const router = createMemoryRouter([{ path: '/reports/x', element: <Probe /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
};

it('reads period and grouping from the URL, so a shared link shows the same report', () => {
  renderAt('/reports/x?period=custom&from=2026-09-01&to=2026-09-30&group_by=route');
  expect(screen.getByLabelText('query')).toHaveTextContent('2026-09-01..2026-09-30 by route');
  expect(screen.getByLabelText('Period')).toHaveValue('custom');
  expect(screen.getByLabelText('From')).toHaveValue('01/09/2026');
  expect(screen.getByLabelText('Group by')).toHaveValue('route');
});

it('defaults to this month and the first grouping, and ignores a grouping the report does not offer', () => {
  renderAt('/reports/x?group_by=organisation');
  const now = new Date();
  const month = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
  expect(screen.getByLabelText('query')).toHaveTextContent(new RegExp(`^${month}-01\\.\\.${month}-\\d\\d by centre$`));
  expect(screen.queryByLabelText('From')).not.toBeInTheDocument();
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
    'This month',
    'Last month',
    'Last 90 days',
    'Custom',
    'Collection centre',
    'Route',
    'Farmer',
  ]);
});

it('writes a change of period or grouping into the URL; custom starts from the days shown', async () => {
  const { router, user } = renderAt('/reports/x?period=custom&from=2026-09-01&to=2026-09-30');
  await user.selectOptions(screen.getByLabelText('Group by'), 'farmer');
  expect(router.state.location.search).toContain('group_by=farmer');
  await user.selectOptions(screen.getByLabelText('Period'), 'last_month');
  expect(router.state.location.search).not.toContain('from=');
  expect(screen.queryByLabelText('From')).not.toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Period'), 'custom');
  const params = new URLSearchParams(router.state.location.search);
  expect(params.get('period')).toBe('custom');
  expect(screen.getByLabelText('From')).toHaveValue(formatDate(params.get('from')));
  expect(screen.getByLabelText('To')).toHaveValue(formatDate(params.get('to')));
  expect(screen.getByLabelText('query')).toHaveTextContent(`${params.get('from')}..${params.get('to')} by farmer`);
});
