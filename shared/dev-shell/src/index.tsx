import '@maziwa/design-tokens/tokens.css';
import '@maziwa/design-tokens/base.css';
import './dev-shell.css';
import { loadRuntimeConfig } from '@maziwa/api-client';
import type { RemoteModule } from '@maziwa/contracts';
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from './standalone-app';

export { StandaloneApp } from './standalone-app';

/**
 * Starts a remote on its own for development: `pnpm --filter @maziwa/remote-<name> dev`.
 * The dev server proxies /api to the running console (MAZIWA_API_PROXY overrides).
 */
export async function startStandalone(remote: RemoteModule): Promise<void> {
  await loadRuntimeConfig();
  createRoot(document.getElementById('root')!).render(<StandaloneApp remote={remote} />);
}
