import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';
import { Dialog } from '../dialog/dialog';
import { DateTimeField } from './date-time-field';
import { Form } from './form';
import { FormActions } from './form-actions';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

const schema = yup.object({
  driver: yup.string().required('Assigned Driver is required'),
  pickupStartTime: yup.date().nullable().required('Pickup Start Time is required'),
});

function EditSchedule({ onSubmit, onClose = () => {} }: { onSubmit: (v: unknown) => void; onClose?: () => void }) {
  return (
    <Dialog open title="Edit Schedule" onClose={onClose}>
      <Form
        initialValues={{ driver: 'Otieno', pickupStartTime: new Date(2025, 0, 31, 5, 30) as Date | null }}
        validationSchema={schema}
        onSubmit={onSubmit}
      >
        <TextField name="driver" label="Assigned Driver" required />
        <DateTimeField name="pickupStartTime" label="Pickup Start Time" required />
        <FormActions>
          <SubmitButton />
        </FormActions>
      </Form>
    </Dialog>
  );
}

describe('DateTimeField', () => {
  it('holds a Date in formik and shows it as dd/MM/yyyy HH:mm', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<EditSchedule onSubmit={onSubmit} />);
    const input = screen.getByLabelText('Pickup Start Time');
    expect(input).toHaveValue('31/01/2025 05:30');
    expect(input).toHaveAttribute('aria-required', 'true');
    await user.click(input);
    await user.click(screen.getByRole('button', { name: /\b20 January 2025/ }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(input).toHaveValue('20/01/2025 05:30');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ driver: 'Otieno', pickupStartTime: new Date(2025, 0, 20, 5, 30) });
  });

  it('shows the required error once cleared and closed', async () => {
    const user = userEvent.setup();
    render(<EditSchedule onSubmit={jest.fn()} />);
    await user.click(screen.getByLabelText('Pickup Start Time'));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Pickup Start Time is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Pickup Start Time')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Pickup Start Time')).toHaveAccessibleDescription('Pickup Start Time is required');
  });

  it('Escape in an open picker closes the picker, not the dialog around it', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<EditSchedule onSubmit={jest.fn()} onClose={onClose} />);
    await user.click(screen.getByLabelText('Pickup Start Time'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Choose date and time' })).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
