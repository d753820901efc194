import { reportApiAnswered, reportApiUnreachable } from '@maziwa/api-client';
import { installFakeApi, type FakeApi } from '@maziwa/api-client/testing';
import { act, screen, within } from '@testing-library/react';
import { demoUser, installFakeRemotes, renderWithProviders } from '../testing';

let api: FakeApi;
beforeEach(async () => {
  api = installFakeApi();
  await installFakeRemotes();
});
afterEach(() => {
  act(() => reportApiAnswered());
  api.restore();
});

it('says Offline in the header while the API does not answer, and not once it does', async () => {
  renderWithProviders('/dashboard', { signedInAs: demoUser });
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  const header = screen.getByRole('banner');
  expect(within(header).queryByText(/Offline/)).not.toBeInTheDocument();

  act(() => reportApiUnreachable());
  expect(within(header).getByRole('status')).toHaveTextContent('Offline — changes wait on this phone');

  act(() => reportApiAnswered());
  expect(within(header).getByRole('status')).toBeEmptyDOMElement();
});
