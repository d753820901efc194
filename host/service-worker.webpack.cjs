// Builds the console's service worker (src/service-worker/sw.ts) into the host's build as
// sw.js, with the list of the shell's files to precache in place of `self.__WB_MANIFEST`
// (what Workbox's InjectManifest does). Its own webpack compiler rather than InjectManifest's
// child compilation: a child inherits the host's Module Federation hooks, which put the shared
// React, React DOM and router into the worker (132 KiB instead of ~20).
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const TerserPlugin = require('terser-webpack-plugin');

const NAME = 'ServiceWorkerPlugin';
// Content-hashed names (the factory's chunkFilename) are their own revision.
const HASHED = /\.[0-9a-f]{8}\./;

/** The precache list: each file of the build the shell needs, with a revision unless its name has a hash. */
function precacheEntries(compilation, include) {
  return compilation
    .getAssets()
    .filter((asset) => include(asset.name))
    .map((asset) => ({
      url: `/${asset.name}`,
      revision: HASHED.test(asset.name)
        ? null
        : crypto.createHash('md5').update(asset.source.buffer()).digest('hex').slice(0, 16),
    }))
    .sort((a, b) => a.url.localeCompare(b.url));
}

function runCompiler(compiler) {
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else if (stats.hasErrors()) reject(new Error(stats.toString({ preset: 'errors-only', colors: false })));
      else resolve();
    });
  });
}

class ServiceWorkerPlugin {
  /**
   * @param {object} options
   * @param {string} options.swSrc         the worker's source
   * @param {(file: string) => boolean} options.include  which files of the build are precached
   * @param {object[]} options.rules       how to compile it (the app's own TypeScript rule)
   * @param {string} [options.swDest]      its name in the build (sw.js)
   */
  constructor({ swSrc, include, rules, swDest = 'sw.js' }) {
    Object.assign(this, { swSrc, include, rules, swDest });
  }

  apply(compiler) {
    const { webpack } = compiler;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After the real content hashes are in the names, before the compressed copies are made.
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        async () => {
          const entries = precacheEntries(compilation, this.include);
          const out = fs.mkdtempSync(path.join(os.tmpdir(), 'maziwa-sw-'));
          try {
            await runCompiler(
              webpack({
                mode: 'production',
                target: 'webworker',
                context: compiler.context,
                entry: this.swSrc,
                output: { path: out, filename: this.swDest },
                devtool: 'source-map',
                resolve: { extensions: ['.ts', '.js'] },
                module: { rules: this.rules },
                plugins: [new webpack.DefinePlugin({ 'self.__WB_MANIFEST': JSON.stringify(entries) })],
                optimization: { minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })] },
                performance: { hints: false },
              }),
            );
            for (const file of [this.swDest, `${this.swDest}.map`]) {
              compilation.emitAsset(file, new webpack.sources.RawSource(fs.readFileSync(path.join(out, file))));
            }
          } finally {
            fs.rmSync(out, { recursive: true, force: true });
          }
        },
      );
    });
  }
}

module.exports = { ServiceWorkerPlugin, precacheEntries };
