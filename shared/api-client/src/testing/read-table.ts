import { screen, within } from '@testing-library/react';

/**
 * The cell texts of the rows a DataTable shows now (the current page), top to bottom, as
 * a person reads them.
 *
 * @example
 * expect(readTable('Drivers').map(([name]) => name)).toEqual(['Achieng Otieno', 'Brian Mwangi']);
 */
export function readTable(name: string): string[][] {
  const grid = screen.getByRole('grid', { name });
  return within(grid)
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .queryAllByRole('gridcell')
        .map((cell) => cell.textContent?.trim() ?? ''),
    )
    .filter((cells) => cells.length > 0);
}
