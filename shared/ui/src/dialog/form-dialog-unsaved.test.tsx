import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { TextField } from '../form/text-field';
import { FormDialog } from './form-dialog';

interface RateValues {
  rate: string;
}

function EditRate({
  onClose = jest.fn(),
  onSubmit = jest.fn(),
}: {
  onClose?(): void;
  onSubmit?(values: RateValues): Promise<void> | void;
}) {
  return (
    <FormDialog<RateValues>
      title="Edit rate"
      onClose={onClose}
      initialValues={{ rate: '45' }}
      onSubmit={onSubmit}
      submitLabel="Save Rate"
    >
      <TextField name="rate" label="Rate per litre" />
    </FormDialog>
  );
}

const question = () => screen.queryByRole('dialog', { name: 'Discard unsaved changes?' });

describe('FormDialog with unsaved changes', () => {
  it('closes at once while nothing was changed', async () => {
    const onClose = jest.fn();
    render(<EditRate onClose={onClose} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(question()).not.toBeInTheDocument();
  });

  it('asks on Cancel, Escape and ×: Stay keeps the form and what was typed, Discard closes', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<EditRate onClose={onClose} />);
    await user.clear(screen.getByLabelText('Rate per litre'));
    await user.type(screen.getByLabelText('Rate per litre'), '50');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', {
        name: 'Stay',
      }),
    );
    expect(question()).not.toBeInTheDocument();
    expect(screen.getByLabelText('Rate per litre')).toHaveValue('50');

    await user.click(within(screen.getByRole('dialog', { name: 'Edit rate' })).getByRole('button', { name: 'Close' }));
    expect(question()).toBeInTheDocument();
    // Escape answers the question (Stay), not the form dialog under it.
    await user.keyboard('{Escape}');
    expect(question()).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit rate' })).toBeInTheDocument();

    screen.getByLabelText('Rate per litre').focus();
    await user.keyboard('{Escape}');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes after a save without asking', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(
      <EditRate
        onClose={onClose}
        onSubmit={async () => {
          await Promise.resolve();
          onClose();
        }}
      />,
    );
    await user.type(screen.getByLabelText('Rate per litre'), '5');
    await user.click(screen.getByRole('button', { name: 'Save Rate' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(question()).not.toBeInTheDocument();
  });

  it("puts the API's field error on its field", async () => {
    const user = userEvent.setup();
    const refusal = Object.assign(new Error('Bad request'), { fields: { rate: 'Rate must be more than 0' } });
    render(<EditRate onSubmit={() => Promise.reject(refusal)} />);
    await user.click(screen.getByRole('button', { name: 'Save Rate' }));
    expect(await screen.findByText('Rate must be more than 0')).toBeInTheDocument();
    expect(screen.getByLabelText('Rate per litre')).toHaveAccessibleDescription(
      expect.stringContaining('Rate must be more than 0'),
    );
  });

  it('asks before Back leaves the page behind it', async () => {
    const router = createMemoryRouter(
      [
        { path: '/rates', element: <EditRate /> },
        { path: '/dashboard', element: <h1>Dashboard</h1> },
      ],
      { initialEntries: ['/dashboard', '/rates'], initialIndex: 1 },
    );
    render(<RouterProvider router={router} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Rate per litre'), '5');
    // React Router answers Back (a POP) from its history listener, outside what React's act()
    // tracks, so React warns that the question's updates were not wrapped in act. Those
    // warnings, and only those, are let through here.
    const logError = console.error;
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (!/not wrapped in act|suspended inside an `act` scope/.test(String(args[0]))) logError(...args);
    });
    await act(() => router.navigate(-1));
    const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/rates');
  });
});
