import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';
import { Button } from '../button/button';
import { CheckboxField } from './checkbox-field';
import { DateField } from './date-field';
import { DateTimeField } from './date-time-field';
import { FileField } from './file-field';
import { Form } from './form';
import { FormActions } from './form-actions';
import { FormSection } from './form-section';
import { SelectField } from './select-field';
import { SubmitButton } from './submit-button';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';

interface DriverValues {
  fullName: string;
  emailAddress: string;
  distance: number | '';
  gender: string;
  dateOfBirth: string;
  address: string;
  photo: File | null;
  available: boolean;
  pickupStartTime: Date | null;
}

const initialValues: DriverValues = {
  fullName: '',
  emailAddress: '',
  distance: 0,
  gender: '',
  dateOfBirth: '',
  address: '',
  photo: null,
  available: false,
  pickupStartTime: null,
};

const schema = yup.object({
  fullName: yup.string().required('Full Name is required'),
  emailAddress: yup.string().email('Enter a valid email address').required('Email Address is required'),
  gender: yup.string().required('Gender is required'),
});

function DriverForm({ onSubmit }: { onSubmit: (values: DriverValues) => Promise<void> | void }) {
  return (
    <Form initialValues={initialValues} validationSchema={schema} onSubmit={(values) => onSubmit(values)}>
      <FormSection title="Personal Details">
        <TextField name="fullName" label="Full Name" required />
        <TextField name="emailAddress" label="Email Address" type="email" required />
        <TextField name="distance" label="Distance (km)" type="number" />
        <SelectField
          name="gender"
          label="Gender"
          required
          options={[
            { value: 'male', label: 'Male' },
            { value: 'female', label: 'Female' },
          ]}
        />
        <DateField name="dateOfBirth" label="Date of Birth" />
        <TextAreaField name="address" label="Address" />
        <FileField name="photo" label="Photo" accept="image/jpeg,image/png" />
        <CheckboxField name="available" label="Available" />
        <DateTimeField name="pickupStartTime" label="Pickup Start Time" />
      </FormSection>
      <FormActions>
        <Button variant="secondary">Cancel</Button>
        <SubmitButton>Save Driver</SubmitButton>
      </FormActions>
    </Form>
  );
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full Name'), 'Jane Wanjiku');
  await user.type(screen.getByLabelText('Email Address'), 'jane@example.com');
  await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
}

describe('Form', () => {
  it('ties every label to its input and marks required fields', () => {
    render(<DriverForm onSubmit={jest.fn()} />);
    expect(screen.getByRole('group', { name: 'Personal Details' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('textbox', { name: 'Email Address' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('spinbutton', { name: 'Distance (km)' })).not.toHaveAttribute('aria-required');
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('Date of Birth')).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    expect(screen.getByRole('textbox', { name: 'Address' }).tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Photo')).toHaveAttribute('accept', 'image/jpeg,image/png');
    expect(screen.getByRole('checkbox', { name: 'Available' })).not.toBeChecked();
    expect(screen.getByLabelText('Pickup Start Time')).toHaveAttribute('placeholder', 'Select date and time');
    expect(screen.getByText('Full Name')).toHaveClass('mz-field__label--required');
    expect(screen.getByText('Address')).not.toHaveClass('mz-field__label--required');
  });

  it('shows a yup error under a field once it is touched', async () => {
    const user = userEvent.setup();
    render(<DriverForm onSubmit={jest.fn()} />);
    const name = screen.getByLabelText('Full Name');
    expect(name).not.toHaveAttribute('aria-invalid');
    await user.click(name);
    await user.tab();
    expect(await screen.findByText('Full Name is required')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Full Name is required');
    expect(screen.queryByText('Gender is required')).not.toBeInTheDocument();
  });

  it('shows every field error on submit and does not call onSubmit', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<DriverForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Email Address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save Driver' }));
    expect(await screen.findByText('Full Name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Gender')).toHaveAccessibleDescription('Gender is required');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits typed values: numbers as numbers, the file, the checkbox and the date-time', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<DriverForm onSubmit={onSubmit} />);
    await fillValid(user);
    const distance = screen.getByLabelText('Distance (km)');
    await user.clear(distance);
    await user.type(distance, '12.5');
    await user.type(screen.getByLabelText('Date of Birth'), '01/04/1990');
    const photo = new File(['x'], 'jane.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Photo'), photo);
    expect(screen.getByText('jane.png')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Available' }));
    await user.click(screen.getByRole('button', { name: 'Save Driver' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({
      ...initialValues,
      fullName: 'Jane Wanjiku',
      emailAddress: 'jane@example.com',
      gender: 'female',
      distance: 12.5,
      dateOfBirth: '1990-04-01',
      photo,
      available: true,
    });
  });

  it('shows the generic error above the buttons when onSubmit throws, keeping the values', async () => {
    const user = userEvent.setup();
    render(<DriverForm onSubmit={() => Promise.reject(new Error('HTTP 500'))} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save Driver' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An error occurred while submitting the form.');
    expect(
      alert.compareDocumentPosition(screen.getByRole('button', { name: 'Save Driver' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Jane Wanjiku');
    expect(screen.getByLabelText('Email Address')).toHaveValue('jane@example.com');
    expect(screen.getByRole('button', { name: 'Save Driver' })).toBeEnabled();
  });

  it('puts API field errors on their fields', async () => {
    const user = userEvent.setup();
    const apiError = Object.assign(new Error('Bad request'), { fields: { emailAddress: 'Email already in use' } });
    render(
      <DriverForm
        onSubmit={() => {
          throw apiError;
        }}
      />,
    );
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save Driver' }));
    expect(await screen.findByText('Email already in use')).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription('Email already in use');
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred while submitting the form.');
    expect(screen.getByLabelText('Email Address')).toHaveValue('jane@example.com');
  });

  it('clears the generic error when a later submit succeeds', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(undefined);
    render(<DriverForm onSubmit={onSubmit} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save Driver' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Driver' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('shows the submit button loading while submitting', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    render(<DriverForm onSubmit={() => new Promise<void>((resolve) => (finish = resolve))} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save Driver' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Driver' })).toBeDisabled());
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Driver' })).toBeEnabled());
  });

  it('shows the generic error at the end when there is no FormActions', async () => {
    const user = userEvent.setup();
    render(
      <Form initialValues={{ note: '' }} onSubmit={() => Promise.reject(new Error('x'))}>
        <TextField name="note" label="Note" />
        <SubmitButton />
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while submitting the form.');
  });
  describe('explainErrors', () => {
    const NoteForm = ({ error }: { error: Error }) => (
      <Form initialValues={{ note: '' }} explainErrors onSubmit={() => Promise.reject(error)}>
        <TextField name="note" label="Note" />
        <FormActions>
          <SubmitButton />
        </FormActions>
      </Form>
    );

    it("adds the error's reason under the generic error when it names no field of the form", async () => {
      const user = userEvent.setup();
      render(<NoteForm error={new Error('You cannot grant the role admin')} />);
      await user.type(screen.getByLabelText('Note'), 'kept');
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'An error occurred while submitting the form.You cannot grant the role admin',
      );
      expect(screen.getByLabelText('Note')).toHaveValue('kept');
    });

    it('leaves the reason to the field when a field error lands on one', async () => {
      const user = userEvent.setup();
      render(
        <NoteForm error={Object.assign(new Error('note is too common'), { fields: { note: 'is too common' } })} />,
      );
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText('is too common')).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(/^An error occurred while submitting the form\.$/);
    });

    it("tells the problem of a field the form does not have, without the field's name", async () => {
      const user = userEvent.setup();
      render(
        <NoteForm
          error={Object.assign(new Error('role_ids contains a role of another organisation'), {
            fields: { role_ids: 'contains a role of another organisation' },
          })}
        />,
      );
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        /^An error occurred while submitting the form\.contains a role of another organisation$/,
      );
    });
  });
  it('keeps focus in the field being typed when Save is pressed, so its error cannot move the button mid-click', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<DriverForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Email Address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save Driver' }));
    // The press did not blur the field first; the click itself submitted and showed every error.
    expect(screen.getByLabelText('Email Address')).toHaveFocus();
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Full Name is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
