import { afterFirstFrame } from './after-first-frame';
import { inTasks } from './in-tasks';

// main.js's own task evaluates the federation runtime it carries and starts it; everything
// after runs in tasks of its own, none long on a phone's slowed CPU (bench/README.md,
// lighthouse: main.js's tasks were the largest share of every page's blocking time).
setTimeout(() => {
  // The manifest and config requests start first, before the shared libraries arrive (this
  // module imports nothing shared).
  void import(/* webpackMode: "eager" */ './early-requests');
  // Async boundary: shared singletons (React, the router, the session store) are negotiated by
  // the federation runtime before any of them is imported. The libraries the shell's first
  // chunk imports at its top are asked for a few at a time; asked for together (as importing
  // the shell did), negotiating the eight libraries, loading their files and evaluating them
  // was one task.
  afterFirstFrame(
    () =>
      void inTasks(
        [
          () => Promise.all([import('react'), import('react/jsx-runtime')]),
          () => Promise.all([import('@tanstack/react-query'), import('zustand')]),
          () => import('@maziwa/api-client'),
        ],
        () => import('./bootstrap'),
      ),
  );
}, 0);
