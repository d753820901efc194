// Async boundary: shared singletons (React, the router, the session store) are negotiated
// by the federation runtime before any of them is imported.
import('./bootstrap');
