// The libraries every Maziwa app shares as singletons through Module Federation.
// ag-grid and react-day-picker are not listed: only @maziwa/ui uses them, and ui is
// itself a singleton, so they load once, tree-shaken, inside ui's own lazy chunks (a
// shared package is always bundled whole).
// One list for host and remotes, so React, the router, the session store and the query
// cache exist once at run time. Versions come from the app's own package.json.
//
// Versions are enforced (strictVersion): a remote needing a version of a shared library that
// the console's loaded copy does not satisfy fails to load, in its own error panel that names
// both versions (host/src/federation/version-clash.ts), instead of running on the wrong copy.
// Our own packages (@maziwa/*) follow semver: a remote built against X.Y runs on the host's
// copy of any X.* (a minor adds and never breaks; a remote does not use what a minor added
// until the host ships it), and a new major is refused until the host has it (README,
// "Shared packages and their versions").
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
  try {
    return installedPackage(name, fromDir)?.version;
  } catch {
    return undefined;
  }
}

/** The package.json (parsed, with its `dir`) of `name` as `fromDir` resolves it; throws if unresolvable. */
function installedPackage(name, fromDir) {
  const entry = require.resolve(name, { paths: [fromDir] });
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'package.json');
    if (fs.existsSync(candidate)) {
      const pkg = JSON.parse(fs.readFileSync(candidate, 'utf8'));
      if (pkg.name === packageOf(name)) return { ...pkg, dir };
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

/** `^X.0.0`: any version of the same major (`1.4.2` -> `^1.0.0`). */
function sameMajor(version) {
  return `^${version.split('.')[0]}.0.0`;
}

/**
 * Builds the `shared` option of ModuleFederationPlugin for the app in `appDir`; `overrides`
 * gives some packages another version than the installed one (see createAppConfig).
 */
function federationShared(appDir, overrides = {}) {
  const pkg = require(path.join(appDir, 'package.json'));
  const declared = { ...pkg.peerDependencies, ...pkg.devDependencies, ...pkg.dependencies };
  const shared = {};
  for (const name of [...SINGLETONS, ...SUBPATH_SINGLETONS]) {
    const base = name.replace(/\/$/, '');
    const range = declared[packageOf(base)];
    // workspace:* is not semver; a workspace package is required at its own version.
    const version = overrides[packageOf(base)] ?? installedVersion(base, appDir);
    // A library this app cannot resolve is not shared by it; another app provides it.
    if (!version) continue;
    const requiredVersion = range && !range.startsWith('workspace:') ? range : sameMajor(version);
    shared[name] = { singleton: true, strictVersion: true, requiredVersion, version };
  }
  const routerVersion = installedVersion(ROUTER, appDir);
  if (routerVersion) {
    const range = declared[ROUTER];
    shared[ROUTER] = {
      singleton: true,
      import: ROUTER_MODULE,
      strictVersion: true,
      requiredVersion: range && !range.startsWith('workspace:') ? range : sameMajor(routerVersion),
      version: routerVersion,
    };
  }
  return shared;
}

module.exports = { federationShared, installedPackage, SINGLETONS, ROUTER };
