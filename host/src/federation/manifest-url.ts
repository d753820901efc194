/** Where deploy/ publishes the remotes manifest; read at start, never built in. */
export const MANIFEST_URL = '/remotes.json';
