import { afterFirstFrame } from './after-first-frame';
import { nextTask } from './next-task';

// main.js's own task evaluates the federation runtime it carries and starts it; everything
// after runs in tasks of its own, none long on a phone's slowed CPU (bench/README.md,
// lighthouse: main.js's tasks were the largest share of every page's blocking time).
setTimeout(() => {
  // The manifest and config requests start first, before the shared libraries arrive (this
  // module imports nothing shared).
  void import(/* webpackMode: "eager" */ './early-requests');
  afterFirstFrame(() => void startShell());
}, 0);

/**
 * Async boundary: shared singletons (React, the router, the session store) are negotiated by
 * the federation runtime before any of them is imported. The libraries the shell's first chunk
 * imports at its top are asked for a few at a time, each step in a task of its own: asked for
 * together (as importing the shell did), negotiating the eight libraries, loading their files
 * and evaluating them was one task.
 */
async function startShell() {
  await Promise.all([import('react'), import('react/jsx-runtime')]);
  await nextTask();
  await Promise.all([import('@tanstack/react-query'), import('zustand')]);
  await nextTask();
  await import('@maziwa/api-client');
  await nextTask();
  await import('./bootstrap');
}
