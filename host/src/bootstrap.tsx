import '@maziwa/design-tokens/tokens.css';
import '@maziwa/design-tokens/base.css';
import { loadRuntimeConfig } from '@maziwa/api-client';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerRemotesFromManifest } from './federation/manifest';

async function start() {
  // Both are small JSON files next to index.html; fetched in parallel. A broken manifest
  // must not stop the shell: the remotes it lists fail alone, in their own panel.
  await Promise.all([loadRuntimeConfig(), registerRemotesFromManifest()]);
  createRoot(document.getElementById('root')!).render(<App />);
}

void start();
