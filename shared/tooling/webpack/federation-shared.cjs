// The libraries every Maziwa app shares as singletons through Module Federation.
// ag-grid and react-day-picker are not listed: only @maziwa/ui uses them, and ui is
// itself a singleton, so they load once, tree-shaken, inside ui's own lazy chunks (a
// shared package is always bundled whole).
// One list for host and remotes, so React, the router, the session store and the query
// cache exist once at run time. Versions come from the app's own package.json.
const path = require('node:path');

const SINGLETONS = [
  'react',
  'react-dom',
  'zustand',
  '@tanstack/react-query',
  'formik',
  'yup',
  '@maziwa/api-client',
  '@maziwa/ui',
  // The kit's form entry, a singleton of its own: it loads with the first form, not the shell.
  '@maziwa/ui/forms',
  '@maziwa/design-tokens',
];

// `react/` and `react-dom/` (with the slash) cover subpaths such as react-dom/client and
// react/jsx-runtime; without them a second React copy appears ("Invalid hook call").
const SUBPATH_SINGLETONS = ['react/', 'react-dom/'];

const fs = require('node:fs');

/** The package a module name belongs to: `@maziwa/ui/forms` is in `@maziwa/ui`. */
function packageOf(name) {
  const parts = name.split('/');
  return parts.slice(0, name.startsWith('@') ? 2 : 1).join('/');
}

// Finds the version of `name` (a package or an entry of one) as the app in `fromDir` would
// resolve it. Walks up from the resolved entry because some packages do not export their
// package.json.
function installedVersion(name, fromDir) {
  let entry;
  try {
    entry = require.resolve(name, { paths: [fromDir] });
  } catch {
    return undefined;
  }
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'package.json');
    if (fs.existsSync(candidate)) {
      const pkg = JSON.parse(fs.readFileSync(candidate, 'utf8'));
      if (pkg.name === packageOf(name)) return pkg.version;
    }
  }
  return undefined;
}

// React Router is shared as one module of our own (shared/ui/src/router/federated-router.ts)
// under the name apps import, so only the parts the console uses travel: 31 KiB gzip instead
// of the whole package's 62. `react-router` itself is then not shared: only that module
// imports it.
const ROUTER = 'react-router-dom';
const ROUTER_MODULE = path.join(__dirname, '../../ui/src/router/federated-router.ts');

/** Builds the `shared` option of ModuleFederationPlugin for the app in `appDir`. */
function federationShared(appDir) {
  const pkg = require(path.join(appDir, 'package.json'));
  const declared = { ...pkg.peerDependencies, ...pkg.devDependencies, ...pkg.dependencies };
  const shared = {};
  for (const name of [...SINGLETONS, ...SUBPATH_SINGLETONS]) {
    const base = name.replace(/\/$/, '');
    const range = declared[packageOf(base)];
    // workspace:* is not semver; a workspace package is required at its own version.
    const version = installedVersion(base, appDir);
    // A library this app cannot resolve is not shared by it; another app provides it.
    if (!version) continue;
    const requiredVersion =
      range && !range.startsWith('workspace:') ? range : version ? `^${version}` : false;
    shared[name] = { singleton: true, requiredVersion, ...(version ? { version } : {}) };
  }
  const routerVersion = installedVersion(ROUTER, appDir);
  if (routerVersion) {
    const range = declared[ROUTER];
    shared[ROUTER] = {
      singleton: true,
      import: ROUTER_MODULE,
      requiredVersion: range && !range.startsWith('workspace:') ? range : `^${routerVersion}`,
      version: routerVersion,
    };
  }
  return shared;
}

module.exports = { federationShared, SINGLETONS, ROUTER };
