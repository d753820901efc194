import { screen } from '@testing-library/react';
import { demoUser, installFakeRemotes, renderWithProviders } from '../testing';
import { ErrorPage } from './error-page';

describe('ErrorPage', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('shows 404 Not Found for an unknown path, as a full page without the shell', async () => {
    await installFakeRemotes();
    const { user } = renderWithProviders('/nowhere', { signedInAs: demoUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('shows the message of an error thrown while rendering', async () => {
    function Broken(): never {
      throw new Error('The cans are leaking');
    }
    renderWithProviders('/broken', {
      routes: [{ errorElement: <ErrorPage />, children: [{ path: '/broken', element: <Broken /> }] }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('The cans are leaking')).toBeInTheDocument();
  });
});
