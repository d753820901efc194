import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router-dom';
import { FormSection } from '../form/form-section';
import { TextField } from '../form/text-field';
import { FormPage } from './form-page';

interface RouteValues {
  name: string;
}

function AddRoutePage({ save }: { save(values: RouteValues): Promise<void> }) {
  const navigate = useNavigate();
  return (
    <>
      <nav>
        <Link to="/routes">Routes Management</Link>
        <Link to="/route/add?step=2">Next step</Link>
      </nav>
      <FormPage<RouteValues>
        title="Add New Route"
        initialValues={{ name: '' }}
        onSubmit={async (values) => {
          await save(values);
          navigate('/routes');
        }}
        onCancel={() => navigate('/routes')}
        submitLabel="Save Route"
      >
        <FormSection title="Route Details">
          <TextField name="name" label="Route Name" />
        </FormSection>
      </FormPage>
    </>
  );
}

function renderInRouter(save: (values: RouteValues) => Promise<void> = () => Promise.resolve()) {
  const router = createMemoryRouter(
    [
      { path: '/route/add', element: <AddRoutePage save={save} /> },
      { path: '/routes', element: <h1>Routes</h1> },
    ],
    { initialEntries: ['/route/add'] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

const question = () => screen.queryByRole('dialog', { name: 'Discard unsaved changes?' });

const beforeUnloadIsHeld = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('FormPage with unsaved changes', () => {
  it('leaves at once while nothing was typed', async () => {
    const { user } = renderInRouter();
    expect(beforeUnloadIsHeld()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Routes Management' }));
    expect(await screen.findByRole('heading', { name: 'Routes' })).toBeInTheDocument();
  });

  it('asks before a link leaves what was typed: Stay keeps it, Discard leaves', async () => {
    const { user, router } = renderInRouter();
    await user.type(screen.getByLabelText('Route Name'), 'Limuru Loop');

    await user.click(screen.getByRole('link', { name: 'Routes Management' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(question()).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/route/add');
    expect(screen.getByLabelText('Route Name')).toHaveValue('Limuru Loop');

    // A changed query string is the same page: nothing to ask.
    await user.click(screen.getByRole('link', { name: 'Next step' }));
    expect(router.state.location.search).toBe('?step=2');
    expect(question()).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Routes' })).toBeInTheDocument();
  });

  it("holds the tab's close or reload while something is typed", async () => {
    const { user } = renderInRouter();
    await user.type(screen.getByLabelText('Route Name'), 'L');
    expect(beforeUnloadIsHeld()).toBe(true);
    await user.clear(screen.getByLabelText('Route Name'));
    expect(beforeUnloadIsHeld()).toBe(false);
  });

  it('goes where the save leads without asking', async () => {
    const save = jest.fn(() => Promise.resolve());
    const { user } = renderInRouter(save);
    await user.type(screen.getByLabelText('Route Name'), 'Limuru Loop');
    await user.click(screen.getByRole('button', { name: 'Save Route' }));
    expect(await screen.findByRole('heading', { name: 'Routes' })).toBeInTheDocument();
    expect(save).toHaveBeenCalledWith({ name: 'Limuru Loop' });
    expect(question()).not.toBeInTheDocument();
  });

  it('still asks after a save that failed', async () => {
    const { user } = renderInRouter(() => Promise.reject(new Error('Network down')));
    await user.type(screen.getByLabelText('Route Name'), 'Limuru Loop');
    await user.click(screen.getByRole('button', { name: 'Save Route' }));
    expect(await screen.findByText('An error occurred while submitting the form.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Routes Management' }));
    expect(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).toBeInTheDocument();
  });

  it('shows the save under way on its button: spinning, busy and not clickable twice', async () => {
    let finish = () => {};
    const save = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderInRouter(save);
    await user.type(screen.getByLabelText('Route Name'), 'Limuru Loop');
    await user.click(screen.getByRole('button', { name: 'Save Route' }));
    const button = screen.getByRole('button', { name: 'Save Route' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAccessibleDescription('Loading');
    await act(async () => finish());
    expect(await screen.findByRole('heading', { name: 'Routes' })).toBeInTheDocument();
    expect(save).toHaveBeenCalledTimes(1);
  });
});
