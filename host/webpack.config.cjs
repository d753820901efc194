const path = require('node:path');
const { createAppConfig } = require('@maziwa/tooling/webpack');
const { ServiceWorkerPlugin } = require('./service-worker.webpack.cjs');
const pkg = require('./package.json');

const appConfig = createAppConfig({
  appDir: __dirname,
  role: 'host',
  name: 'host',
  port: pkg.config.port,
  title: 'Maziwa',
  firstFrame: './src/shell/first-frame.html',
});

/**
 * The shell's files precached by the worker: index.html and every script and stylesheet of the
 * build (its lazy pages too, so settings or a sign-in page open offline). Not the compressed
 * copies, source maps, licences, the first-frame template or the federation manifests.
 */
const precached = (file) => (file === 'index.html' || /\.(js|css)$/.test(file)) && file !== 'sw.js';

// The console's offline service worker (src/service-worker/sw.ts), added to what the shared
// factory returns: production builds only (what the gateway, nginx and `pnpm start` serve).
// Under webpack-dev-server there is no sw.js, and the page registers nothing.
module.exports = (env, argv) => {
  const config = appConfig(env, argv);
  if (argv.mode === 'development') return config;
  config.plugins.push(
    new ServiceWorkerPlugin({
      swSrc: path.join(__dirname, 'src/service-worker/sw.ts'),
      include: precached,
      // The factory's TypeScript rule (swc), as the app's own code is compiled.
      rules: config.module.rules.filter((rule) => String(rule.test).includes('sx')),
    }),
  );
  return config;
};
