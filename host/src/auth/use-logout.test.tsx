import 'fake-indexeddb/auto';
import { useSession } from '@maziwa/api-client';
import { installFakeApi, type FakeApi } from '@maziwa/api-client/testing';
import { notSentCount, OfflineQueue } from '@maziwa/offline-queue';
import { screen, within } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { demoUser, installFakeRemotes, renderWithProviders } from '../testing';

const scope = { organizationId: demoUser.organization_ids![0], userId: demoUser.id };

let api: FakeApi;
beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  api = installFakeApi({ 'POST /logout': () => undefined });
  await installFakeRemotes();
});
afterEach(() => api.restore());

async function recordOnThisPhone(count: number) {
  const queue = await OfflineQueue.open<{ litres: number }>(scope);
  for (let i = 0; i < count; i++) await queue.add({ litres: 10 + i });
  queue.close();
}

async function pressLogout(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(within(screen.getByRole('banner')).getByRole('button', { name: /profile menu/i }));
  await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
}

describe('Signing out with deliveries on the phone', () => {
  it('asks first, and Stay signed in keeps the person signed in', async () => {
    await recordOnThisPhone(2);
    const { user } = renderWithProviders('/dashboard', { signedInAs: demoUser });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await pressLogout(user);

    const dialog = await screen.findByRole('dialog', { name: 'Sign out with deliveries not sent?' });
    expect(within(dialog).getByText('2 deliveries are waiting to send.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useSession.getState().status).toBe('authenticated');
    expect(api.calls).not.toContain('POST /logout');
  });

  it('signs out on Sign out and keeps the deliveries for the next sign-in', async () => {
    await recordOnThisPhone(1);
    const { user, router } = renderWithProviders('/dashboard', { signedInAs: demoUser });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await pressLogout(user);

    const dialog = await screen.findByRole('dialog', { name: 'Sign out with deliveries not sent?' });
    expect(within(dialog).getByText('1 delivery is waiting to send.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Login to Account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(await notSentCount(scope)).toEqual({ waiting: 1, attention: 0 });
  });

  it('does not ask when nothing waits', async () => {
    const { user } = renderWithProviders('/dashboard', { signedInAs: demoUser });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await pressLogout(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Login to Account' })).toBeInTheDocument();
  });
});
