import { remoteRenderer } from '@maziwa/dev-shell/testing';
import { remote } from '../routes';
import { signedInUser } from './fixtures';

export type { RenderOptions } from '@maziwa/dev-shell/testing';

/**
 * This remote's routes with a fresh query cache and a signed-in session (see remoteRenderer).
 *
 * @example
 * const { user, router } = renderWithProviders({ route: '/milk-collections/collection-schedule' });
 * await user.click(await screen.findByRole('button', { name: 'Add New Schedule' }));
 */
export const renderWithProviders = remoteRenderer(remote, signedInUser);
