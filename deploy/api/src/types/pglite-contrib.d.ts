// Node10 module resolution (CommonJS build) does not read package.json "exports", so it
// cannot find PGlite's contrib subpaths; Node and jest do, at run time. (A tsconfig "paths"
// entry to the .d.ts would be followed by tsx at run time too, loading an empty module.)
declare module '@electric-sql/pglite/contrib/pg_trgm' {
  import type { Extension } from '@electric-sql/pglite';
  export const pg_trgm: Extension;
}
