import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTimePicker } from './date-time-picker';

function Harness({ initial = null, onChange }: { initial?: Date | null; onChange?: (d: Date | null) => void }) {
  const [value, setValue] = useState<Date | null>(initial);
  return (
    <>
      <label htmlFor="start">Pickup Start Time</label>
      <DateTimePicker
        id="start"
        value={value}
        onChange={(d) => {
          onChange?.(d);
          setValue(d);
        }}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

describe('DateTimePicker', () => {
  it('shows the value as dd/MM/yyyy HH:mm in a read-only input tied to its label', () => {
    render(<Harness initial={new Date(2025, 0, 31, 14, 30)} />);
    const input = screen.getByLabelText('Pickup Start Time');
    expect(input).toHaveValue('31/01/2025 14:30');
    expect(input).toHaveAttribute('readonly');
  });

  it('is a combobox that says whether its calendar is open (a text box may not)', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Pickup Start Time' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', screen.getByRole('dialog', { name: 'Choose date and time' }).id);
  });

  it("names each day as the button shows it, day first: today's and the chosen one say so", async () => {
    const user = userEvent.setup();
    render(<Harness initial={new Date(2025, 0, 31, 14, 30)} />);
    await user.click(screen.getByLabelText('Pickup Start Time'));
    const picker = screen.getByRole('dialog', { name: 'Choose date and time' });
    const first = await within(picker).findByRole('button', { name: 'Wednesday 1 January 2025' });
    expect(first).toHaveTextContent(/^1$/);
    expect(within(picker).getByRole('button', { name: 'Friday 31 January 2025, selected' })).toBeInTheDocument();
  });

  it('shows the placeholder "Select date and time" when empty', () => {
    render(<Harness />);
    expect(screen.getByLabelText('Pickup Start Time')).toHaveAttribute('placeholder', 'Select date and time');
  });

  it('offers 48 times in 30-minute steps', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByLabelText('Pickup Start Time'));
    const picker = screen.getByRole('dialog', { name: 'Choose date and time' });
    const times = within(within(picker).getByRole('combobox', { name: 'Time' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(times).toHaveLength(48);
    expect(times.slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
    expect(times[times.length - 1]).toBe('23:30');
  });

  it('keeps the chosen time when a day is chosen', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness initial={new Date(2025, 0, 31, 14, 30)} onChange={onChange} />);
    await user.click(screen.getByLabelText('Pickup Start Time'));
    await user.click(screen.getByRole('button', { name: /\b15 January 2025/ }));
    expect(onChange).toHaveBeenLastCalledWith(new Date(2025, 0, 15, 14, 30));
    expect(screen.getByLabelText('Pickup Start Time')).toHaveValue('15/01/2025 14:30');
  });

  it('sets the time from the select, and a day chosen afterwards keeps it', async () => {
    const user = userEvent.setup();
    render(<Harness initial={new Date(2025, 0, 31, 14, 30)} />);
    await user.click(screen.getByLabelText('Pickup Start Time'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time' }), '06:30');
    expect(screen.getByLabelText('Pickup Start Time')).toHaveValue('31/01/2025 06:30');
    await user.click(screen.getByRole('button', { name: /\b2 January 2025/ }));
    expect(screen.getByLabelText('Pickup Start Time')).toHaveValue('02/01/2025 06:30');
  });

  it('uses a time picked before any day once a day is chosen', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByLabelText('Pickup Start Time'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time' }), '07:00');
    const day = within(screen.getByRole('grid')).getAllByRole('button')[10];
    await user.click(day);
    const chosen: Date = onChange.mock.calls[onChange.mock.calls.length - 1][0];
    expect([chosen.getHours(), chosen.getMinutes()]).toEqual([7, 0]);
  });

  it('closes on Escape and returns focus to the input', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByLabelText('Pickup Start Time'));
    expect(screen.getByRole('dialog', { name: 'Choose date and time' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Pickup Start Time')).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByLabelText('Pickup Start Time'));
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens from the keyboard and can be cleared', async () => {
    const user = userEvent.setup();
    render(<Harness initial={new Date(2025, 0, 31, 14, 30)} />);
    screen.getByLabelText('Pickup Start Time').focus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByLabelText('Pickup Start Time')).toHaveValue('');
  });
});
