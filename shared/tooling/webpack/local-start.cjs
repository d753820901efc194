// A local start's build (`pnpm start`): the host's and each remote's production build made
// quickly for serving on this machine (create-config.cjs, `--env localStart`). It leaves
// LOCAL_START_MARKER in the app's dist/, so that what needs the production files can tell:
// `MAZIWA_START_BUILD=production pnpm start` builds such an app again and the stack refuses
// it (deploy/stack). Kept apart from create-config.cjs so that reading the marker loads no webpack.
const LOCAL_START_MARKER = '.local-start';

/** Leaves LOCAL_START_MARKER beside a local start's files. */
class LocalStartMarkerPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('LocalStartMarkerPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'LocalStartMarkerPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () =>
          compilation.emitAsset(
            LOCAL_START_MARKER,
            new sources.RawSource(
              'Built by pnpm start for this machine: not minified, no source maps, quick .gz/.br copies.\n',
            ),
          ),
      );
    });
  }
}

module.exports = { LOCAL_START_MARKER, LocalStartMarkerPlugin };
