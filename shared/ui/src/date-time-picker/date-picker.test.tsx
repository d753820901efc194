import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DatePicker, type DatePickerProps } from './date-picker';

// The kit's tests run in Los Angeles (jest.config.cjs): a day read as midnight UTC would
// show the day before there, so these tests also catch a day that drifts.
function Harness({ initial = '', onChange, ...rest }: { initial?: string } & Partial<DatePickerProps>) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="hired">Date of Hire</label>
      <DatePicker
        id="hired"
        label="Date of Hire"
        {...rest}
        value={value}
        onChange={(next) => {
          onChange?.(next);
          setValue(next);
        }}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

const field = () => screen.getByLabelText('Date of Hire');
const openCalendar = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Calendar for Date of Hire' }));

describe('DatePicker', () => {
  it('shows a yyyy-MM-dd value as dd/MM/yyyy, the same day in any zone, and asks for dd/mm/yyyy when empty', () => {
    const { unmount } = render(<Harness initial="2025-01-31" />);
    expect(field()).toHaveValue('31/01/2025');
    unmount();
    render(<Harness />);
    expect(field()).toHaveValue('');
    expect(field()).toHaveAttribute('placeholder', 'dd/mm/yyyy');
  });

  it('gives the chosen day as yyyy-MM-dd, shows it, closes and returns focus to the field', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness initial="2025-01-31" onChange={onChange} />);
    await openCalendar(user);
    const calendar = screen.getByRole('dialog', { name: 'Choose date' });
    expect(within(calendar).queryByRole('combobox', { name: 'Time' })).not.toBeInTheDocument();
    await user.click(await within(calendar).findByRole('button', { name: /\b15 January 2025/ }));
    expect(onChange).toHaveBeenLastCalledWith('2025-01-15');
    expect(field()).toHaveValue('15/01/2025');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field()).toHaveFocus();
  });

  it('disables the days before min and after max', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2025-01-15" min="2025-01-10" max="2025-01-20" />);
    await openCalendar(user);
    expect(await screen.findByRole('button', { name: /\b9 January 2025/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /\b10 January 2025/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /\b20 January 2025/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /\b21 January 2025/ })).toBeDisabled();
  });

  it('opens on the month of max when today is past it and nothing is chosen', async () => {
    const user = userEvent.setup();
    render(<Harness max="2001-03-31" />);
    await openCalendar(user);
    expect(await screen.findByRole('grid', { name: 'March 2001' })).toBeInTheDocument();
  });

  it('clears to an empty value; a required day offers no Clear', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const { unmount } = render(<Harness initial="2025-01-31" onChange={onChange} />);
    await openCalendar(user);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(field()).toHaveValue('');
    unmount();

    render(<Harness initial="2025-01-31" required />);
    await openCalendar(user);
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
    expect(field()).toBeRequired();
  });

  it('takes a day typed as dd/MM/yyyy', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await user.type(field(), '5/3/2024');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith('2024-03-05');
    await user.tab();
    expect(field()).toHaveValue('05/03/2024');
  });

  it('marks a typed day that does not exist or is out of bounds invalid, keeps the value and shows it again when left', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness initial="2025-01-15" max="2025-01-31" onChange={onChange} />);
    await user.clear(field());
    expect(onChange).toHaveBeenLastCalledWith('');
    await user.type(field(), '31/02/2025');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field());
    await user.type(field(), '01/02/2025');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(field()).toHaveValue('');
    expect(field()).not.toHaveAttribute('aria-invalid');
  });

  it('opens from the keyboard (Arrow Down), closes on Escape with focus back in the field, and on a click outside', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2025-01-31" />);
    field().focus();
    await user.keyboard('{ArrowDown}');
    const calendar = screen.getByRole('dialog', { name: 'Choose date' });
    await within(calendar).findByRole('grid');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field()).toHaveFocus();

    await openCalendar(user);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves the chosen day with the arrow keys and takes it with Enter', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness initial="2025-01-15" onChange={onChange} />);
    await openCalendar(user);
    await screen.findByRole('grid');
    await user.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2025-01-23');
  });

  it('cannot be changed when read-only, and carries the form’s invalid state and error', () => {
    render(
      <>
        <Harness initial="2025-01-31" readOnly invalid aria-describedby="hired-error" />
        <p id="hired-error">Date of Hire is required</p>
      </>,
    );
    expect(field()).toHaveAttribute('readonly');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription('Date of Hire is required');
    expect(screen.getByRole('button', { name: 'Calendar for Date of Hire' })).toBeDisabled();
  });
});
