import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../button/button';
import { DataTable } from './data-table';
import { useDataTableHandle } from './use-data-table-handle';

interface Log {
  batch: string;
  reason: string;
}

const rows: Log[] = [
  { batch: 'B-1', reason: 'High SCC' },
  { batch: 'B-2', reason: 'Added water' },
];

function RejectionLogs({ fileName }: { fileName?: string }) {
  const { tableRef, exportCsv } = useDataTableHandle();
  return (
    <>
      <Button variant="secondary" onClick={() => exportCsv(fileName)}>
        Export Data
      </Button>
      <DataTable
        ariaLabel="Rejection logs"
        tableRef={tableRef}
        rows={rows}
        columns={[
          { field: 'batch', headerName: 'Batch Number' },
          { field: 'reason', headerName: 'Reason' },
        ]}
      />
    </>
  );
}

describe('useDataTableHandle', () => {
  it('lets a header Export Data button download the table as CSV', async () => {
    const createObjectURL = jest.fn((_blob: Blob) => 'blob:csv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const names: string[] = [];
    const dispatch = jest.spyOn(HTMLAnchorElement.prototype, 'dispatchEvent').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.getAttribute('download') ?? '');
      return true;
    });
    render(<RejectionLogs fileName="rejections.csv" />);
    await screen.findByText('Added water');
    await userEvent.click(screen.getByRole('button', { name: 'Export Data' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(names).toEqual(['rejections.csv']);
    dispatch.mockRestore();
  });
});
