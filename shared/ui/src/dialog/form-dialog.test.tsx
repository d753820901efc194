import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';
import { TextField } from '../form/text-field';
import { FormDialog, type FormDialogProps } from './form-dialog';

interface RouteValues {
  name: string;
  distance: number | '';
}

const schema = yup.object({ name: yup.string().required('Route Name is required') });

function EditRoute(props: Partial<FormDialogProps<RouteValues>>) {
  return (
    <FormDialog<RouteValues>
      title="Edit route Limuru"
      onClose={jest.fn()}
      initialValues={{ name: 'Limuru', distance: 12 }}
      validationSchema={schema}
      onSubmit={jest.fn()}
      submitLabel="Save Route"
      {...props}
    >
      <TextField name="name" label="Route Name" required />
      <TextField name="distance" label="Distance (km)" type="number" />
    </FormDialog>
  );
}

describe('FormDialog', () => {
  it('shows the title, the intro, the fields with their values, Cancel and the submit button', () => {
    render(<EditRoute intro="Drivers on this route see the new name." />);
    const dialog = screen.getByRole('dialog', { name: 'Edit route Limuru' });
    expect(within(dialog).getByText('Drivers on this route see the new name.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Route Name')).toHaveValue('Limuru');
    expect(within(dialog).getByLabelText('Distance (km)')).toHaveValue(12);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save Route' })).toHaveAttribute('type', 'submit');
  });

  it('closes on Cancel without submitting', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const onSubmit = jest.fn();
    render(<EditRoute onClose={onClose} onSubmit={onSubmit} cancelLabel="Keep as is" />);
    await user.click(screen.getByRole('button', { name: 'Keep as is' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the typed values, once they pass the schema', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<EditRoute onSubmit={onSubmit} />);
    await user.clear(screen.getByLabelText('Route Name'));
    await user.click(screen.getByRole('button', { name: 'Save Route' }));
    expect(await screen.findByText('Route Name is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Route Name'), 'Limuru North');
    await user.click(screen.getByRole('button', { name: 'Save Route' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({ name: 'Limuru North', distance: 12 });
  });

  it("puts the API's field error on its field and the generic error above the buttons", async () => {
    const user = userEvent.setup();
    const apiError = Object.assign(new Error('Bad request'), { fields: { name: 'A route with this name exists' } });
    render(<EditRoute onSubmit={() => Promise.reject(apiError)} />);
    await user.click(screen.getByRole('button', { name: 'Save Route' }));
    expect(await screen.findByText('A route with this name exists')).toBeInTheDocument();
    expect(screen.getByLabelText('Route Name')).toHaveAccessibleDescription('A route with this name exists');
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred while submitting the form.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('explains a refusal that names no field when asked to', async () => {
    const user = userEvent.setup();
    render(
      <EditRoute
        explainErrors
        onSubmit={() => Promise.reject(new Error('You do not have permission to update routes'))}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Save Route' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while submitting the form.You do not have permission to update routes',
    );
  });

  it('passes the form to children given as a function', () => {
    render(
      <FormDialog
        title="Note"
        onClose={jest.fn()}
        initialValues={{ note: 'hello' }}
        onSubmit={jest.fn()}
        submitLabel="Save"
      >
        {({ values }) => <p>{`Typed: ${values.note}`}</p>}
      </FormDialog>,
    );
    expect(screen.getByText('Typed: hello')).toBeInTheDocument();
  });

  it('shows what it waits for instead of the form: the loading text, then the failure with Retry', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    const { rerender } = render(
      <EditRoute initialValues={undefined} load={{ isLoading: true }} intro="Pick a name." />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading ...');
    expect(screen.getByText('Pick a name.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Route Name')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Route' })).not.toBeInTheDocument();

    rerender(
      <EditRoute
        initialValues={undefined}
        load={{
          isLoading: false,
          error: new Error('down'),
          errorText: 'Failed to fetch routes',
          errorMessage: 'HTTP 503',
          onRetry,
        }}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch routes');
    expect(alert).toHaveTextContent('HTTP 503');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);

    expect(screen.queryByLabelText('Route Name')).not.toBeInTheDocument();

    rerender(<EditRoute load={{ isLoading: false }} />);
    expect(screen.getByLabelText('Route Name')).toHaveValue('Limuru');
  });

  it('keeps the form and what was typed when a reload fails', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<EditRoute load={{ isLoading: false }} />);
    await user.type(screen.getByLabelText('Route Name'), ' North');
    rerender(<EditRoute load={{ isLoading: false, error: new Error('down'), errorText: 'Failed to fetch routes' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch routes');
    expect(screen.getByLabelText('Route Name')).toHaveValue('Limuru North');
  });

  it('read-only: no submit button, and Close instead of Cancel', () => {
    render(<EditRoute readOnly />);
    expect(screen.queryByRole('button', { name: 'Save Route' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(2);
  });

  it('takes a wider cap when given one', () => {
    render(<EditRoute maxWidth={800} />);
    expect(screen.getByRole('dialog')).toHaveStyle({ maxWidth: '800px' });
  });
});
