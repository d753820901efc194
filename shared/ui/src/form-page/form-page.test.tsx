import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';
import { FormSection } from '../form/form-section';
import { TextField } from '../form/text-field';
import { FormPage, type FormPageProps } from './form-page';

interface RouteValues {
  name: string;
}

const schema = yup.object({ name: yup.string().required('Route Name is required') });

function AddRoute(props: Partial<FormPageProps<RouteValues>>) {
  return (
    <FormPage<RouteValues>
      title="Add New Route"
      initialValues={{ name: '' }}
      validationSchema={schema}
      onSubmit={jest.fn()}
      onCancel={jest.fn()}
      submitLabel="Save Route"
      {...props}
    >
      <FormSection title="Route Details">
        <TextField name="name" label="Route Name" required />
      </FormSection>
    </FormPage>
  );
}

describe('FormPage', () => {
  it('is a region named by its heading, with the sections, the notice, Cancel and the submit button', async () => {
    const onCancel = jest.fn();
    render(<AddRoute onCancel={onCancel} notice={<p>Failed to fetch collection centres</p>} />);
    expect(screen.getByRole('region', { name: 'Add New Route' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Add New Route' })).toBeInTheDocument();
    expect(screen.getByLabelText('Route Name')).toBeRequired();
    expect(screen.getByText('Failed to fetch collection centres')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Route' })).toHaveAttribute('type', 'submit');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('checks the fields before sending, then sends what was typed', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<AddRoute onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Save Route' }));
    expect(await screen.findByText('Route Name is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Route Name'), 'Limuru Loop');
    await user.click(screen.getByRole('button', { name: 'Save Route' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({ name: 'Limuru Loop' });
  });

  it("puts the API's field error on its field and keeps what was typed", async () => {
    const user = userEvent.setup();
    const apiError = Object.assign(new Error('Bad request'), { fields: { name: 'A route with this name exists' } });
    render(<AddRoute onSubmit={() => Promise.reject(apiError)} />);
    await user.type(screen.getByLabelText('Route Name'), 'Limuru Loop');
    await user.click(screen.getByRole('button', { name: 'Save Route' }));
    expect(await screen.findByText('A route with this name exists')).toBeInTheDocument();
    expect(screen.getByLabelText('Route Name')).toHaveValue('Limuru Loop');
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred while submitting the form.');
  });
});
