import { remoteRenderer } from '@maziwa/dev-shell/testing';
import { remote } from '../routes';
import { signedInUser } from './fixtures';

export type { RenderOptions } from '@maziwa/dev-shell/testing';

/**
 * This remote's routes with a fresh query cache and a signed-in session (see remoteRenderer).
 *
 * @example
 * const { user } = renderWithProviders({ route: '/user-management/users' });
 * await user.click(await screen.findByRole('button', { name: 'Add User' }));
 */
export const renderWithProviders = remoteRenderer(remote, signedInUser);
