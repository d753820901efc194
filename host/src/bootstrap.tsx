import '@maziwa/design-tokens/tokens.css';
import '@maziwa/design-tokens/base.css';
import { loadRuntimeConfig, useSession } from '@maziwa/api-client';
import { startTransition } from 'react';
import { hasFirstFrame } from './after-first-frame';
import { earlyRequests } from './early-requests';
import { registerRemotesFromManifest } from './federation/manifest';
import { preloadRemoteOf } from './federation/preload-remote';
import { inTasks, nextTask } from './in-tasks';
import { registerServiceWorker } from './service-worker/register';

async function start() {
  // The shell's own code and the libraries it needs first are evaluated while the requests
  // below are on their way, each in its own task: not in the task that evaluated React and the
  // session's libraries above, nor in the one that renders. On a phone's 4x-slowed CPU the
  // shell's code alone was one task of ~400 ms; once apart, React DOM with the session's
  // libraries was still a task of ~140 ms (bench/README.md, lighthouse).
  const reactDom = nextTask().then(() => import(/* webpackMode: "eager" */ 'react-dom/client'));
  const app = reactDom.then(() =>
    inTasks(
      [
        () => import(/* webpackMode: "eager" */ 'react-router-dom'),
        () => import(/* webpackMode: "eager" */ '@maziwa/ui'),
      ],
      () => import(/* webpackMode: "eager" */ './app/app'),
    ),
  );
  // Three things a first page waits for, started together rather than one after another
  // (each is a round trip on mobile data): the remotes manifest and then the remote of the
  // page being opened, the runtime config and then the session check (GET /users/me needs
  // the API's address from the config; early-requests.ts started both). A broken manifest
  // must not stop the shell: the remotes it lists fail alone, in their own panel.
  const manifest = registerRemotesFromManifest(undefined, earlyRequests.manifest).then(() =>
    preloadRemoteOf(window.location.pathname),
  );
  await loadRuntimeConfig(undefined, earlyRequests.config);
  const session = useSession.getState().init(earlyRequests.session);
  await manifest;
  // A page's file holds its first frame, drawn before any script (shell/first-frame.html). A
  // first render before the session is known would swap it for an empty page and then draw it
  // again; after, the frame becomes the console in one step. The check started with main.js
  // and has nearly always answered by now.
  if (hasFirstFrame()) await session;
  const { App } = await app;
  const { createRoot } = await reactDom;
  await nextTask();
  // A transition renders in slices that give the phone's main thread back every few
  // milliseconds (a plain first render was one 100-200 ms task on a 4x-slowed CPU).
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(<App />));
  // The offline worker, once the page has loaded (never before its first page is drawn).
  registerServiceWorker();
}

void start();
