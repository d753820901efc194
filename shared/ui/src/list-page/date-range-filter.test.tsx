import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateRangeFilter, type DateRange } from './date-range-filter';

function Harness({ onChange }: { onChange(next: DateRange): void }) {
  const [range, setRange] = useState<DateRange>({ from: '2026-11-10', to: '' });
  return (
    <DateRangeFilter
      id="days"
      fromLabel="Due from"
      toLabel="to"
      value={range}
      onChange={(next) => {
        onChange(next);
        setRange(next);
      }}
    />
  );
}

describe('DateRangeFilter', () => {
  it('shows both days as dd/MM/yyyy and reports the whole range, a "to" before "from" not offered', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    expect(screen.getByLabelText('Due from')).toHaveValue('10/11/2026');
    expect(screen.getByLabelText('to')).toHaveValue('');

    await user.type(screen.getByLabelText('to'), '30/11/2026');
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-10', to: '2026-11-30' });

    await user.click(screen.getByRole('button', { name: 'Calendar for to' }));
    expect(await screen.findByRole('button', { name: /\b9 November 2026/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /\b12 November 2026/ }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-10', to: '2026-11-12' });
    expect(screen.getByLabelText('to')).toHaveValue('12/11/2026');
  });
});
