// The manifest and config requests start at once, before the shared libraries arrive (this
// module imports nothing shared).
import { afterFirstFrame } from './after-first-frame';
import './early-requests';

// Async boundary: shared singletons (React, the router, the session store) are negotiated
// by the federation runtime before any of them is imported.
afterFirstFrame(() => void import('./bootstrap'));
