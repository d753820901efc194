import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExportDataButton } from './export-data-button';

describe('ExportDataButton', () => {
  it('exports on click', async () => {
    const onExport = jest.fn();
    render(<ExportDataButton onExport={onExport} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export Data' }));
    expect(onExport).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('waits while exporting and says why an export failed', () => {
    const { rerender } = render(<ExportDataButton onExport={jest.fn()} exporting />);
    expect(screen.getByRole('button', { name: 'Export Data' })).toBeDisabled();
    rerender(<ExportDataButton onExport={jest.fn()} error={new Error('Too many rows')} />);
    expect(screen.getByRole('button', { name: 'Export Data' })).toBeEnabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Export failed: Too many rows');
  });

  it("exports a server list's whole CSV under its file name, busy and failing as the list says", async () => {
    const list = { exportCsv: jest.fn(), isExporting: false, exportError: null as unknown };
    const { rerender } = render(<ExportDataButton list={list} fileName="routes.csv" />);
    await userEvent.click(screen.getByRole('button', { name: 'Export Data' }));
    expect(list.exportCsv).toHaveBeenCalledWith('routes.csv');
    rerender(<ExportDataButton list={{ ...list, isExporting: true }} fileName="routes.csv" />);
    expect(screen.getByRole('button', { name: 'Export Data' })).toBeDisabled();
    rerender(<ExportDataButton list={{ ...list, exportError: new Error('Too many rows') }} fileName="routes.csv" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Export failed: Too many rows');
  });
});
