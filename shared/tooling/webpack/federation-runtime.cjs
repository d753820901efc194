// One Module Federation runtime per page instead of two.
//
// Every page of the console runs the host's main.js and one remote's remoteEntry.js. Each
// used to carry its own copy of the federation runtime (about 65 KB of the 85-95 KB of
// each file), so a phone downloaded and evaluated it twice before a page's code could run.
// Now the host puts its copy on the page (the library's inject-external-runtime-core
// plugin, run when the host's federation starts), and a remote built for production takes
// that copy instead of bundling its own (`externalRuntime`): its remoteEntry.js is ~30 KB.
//
// What this costs: a remote's production build runs only inside a host, on the host's
// runtime (the same @module-federation major, which one lockfile keeps in step). Its
// standalone page is a development tool (`pnpm dev`, README), and development builds keep
// their own runtime.
//
// Both kinds also leave out the runtime's Node.js code paths: the console only runs in
// browsers. (The snapshot plugin stays: remotes are registered by their mf-manifest.json.)
const path = require('node:path');
const { installedPackage } = require('./federation-shared.cjs');

const OPTIMIZATION = { target: 'web' };

const INJECT_PLUGIN = '@module-federation/inject-external-runtime-core-plugin';

/**
 * The ES-module entry of the library's plugin, resolved beside @module-federation/enhanced
 * so its version is the one enhanced was released with. The ES build matters: enhanced's
 * own `provideExternalRuntime` names the CommonJS build, which pulls in the CommonJS copy
 * of the runtime and so puts a second runtime in the host's main.js.
 */
function injectRuntimePluginPath() {
  const enhancedDir = path.dirname(require.resolve('@module-federation/enhanced/webpack'));
  const pkg = installedPackage(INJECT_PLUGIN, enhancedDir);
  if (!pkg) throw new Error(`${INJECT_PLUGIN}: its package.json was not found beside ${enhancedDir}`);
  return path.join(pkg.dir, pkg.exports['.'].import.default);
}

/**
 * The federation options that decide where the runtime lives, for the host or a remote;
 * `production` is false for the dev server.
 */
function federationRuntime({ isRemote, production, runtimePlugins }) {
  if (!isRemote) {
    return {
      runtimePlugins: [...runtimePlugins, injectRuntimePluginPath()],
      experiments: { optimization: OPTIMIZATION },
    };
  }
  return {
    runtimePlugins,
    experiments: { optimization: OPTIMIZATION, ...(production ? { externalRuntime: true } : {}) },
  };
}

module.exports = { federationRuntime };
