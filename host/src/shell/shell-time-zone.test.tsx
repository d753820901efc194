import { installFakeApi, type FakeApi } from '@maziwa/api-client/testing';
import { displayTimeZone, setDisplayTimeZone } from '@maziwa/ui';
import { screen } from '@testing-library/react';
import { demoUser, installFakeRemotes, renderWithProviders } from '../testing';

let api: FakeApi;
beforeEach(async () => {
  api = installFakeApi({ 'POST /logout': () => undefined });
  await installFakeRemotes();
});
afterEach(() => {
  api.restore();
  setDisplayTimeZone(undefined);
});

describe('the shell shows times in the organisation zone', () => {
  it('takes the zone /users/me names before any page renders', async () => {
    renderWithProviders('/dashboard', { signedInAs: { ...demoUser, time_zone: 'Africa/Kampala' } });
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(displayTimeZone()).toBe('Africa/Kampala');
  });

  it('keeps Africa/Nairobi when the zone is one the browser does not know', async () => {
    renderWithProviders('/dashboard', { signedInAs: { ...demoUser, time_zone: 'Mars/Olympus_Mons' } });
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(displayTimeZone()).toBe('Africa/Nairobi');
  });
});
