// One webpack configuration for every Maziwa app. The host and each remote call
// `createAppConfig` with their name and role; everything else (TypeScript via swc,
// CSS, federation sharing, file names, dev server) is decided here once.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { federationShared } = require('./federation-shared.cjs');
const { PreloadStartFilesPlugin } = require('./preload-start-files.cjs');
const { PageChunksPlugin } = require('./page-chunks.cjs');
const { federationRuntime } = require('./federation-runtime.cjs');
const { LocalStartMarkerPlugin } = require('./local-start.cjs');

const DEFAULT_API_PROXY = 'http://localhost:8080';
const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;
// A local start's compressed copies: quick levels (a deployment's are gzip 9 and brotli 11).
const LOCAL_START_GZIP_LEVEL = 1;
const LOCAL_START_BROTLI_QUALITY = 4;

/**
 * @param {object} options
 * @param {string} options.appDir       directory of the app (its package.json lives there)
 * @param {'host'|'remote'} options.role
 * @param {string} options.name         federation name, e.g. 'host' or 'logistics'
 * @param {number} options.port         dev server port
 * @param {string} [options.title]      HTML title of the standalone page
 * @param {string[]} [options.runtimePlugins]
 * @param {string} [options.routesModule]  a remote's exposed `./routes` (default ./src/routes.tsx)
 * @param {string} [options.pagesFile]     a remote's page declarations (default src/pages.json)
 * @param {string} [options.firstFrame]    the host's first frame (HTML drawn before any script), copied to first-frame.html
 * @param {string} [options.outputPath]    where the build goes (default <appDir>/dist)
 * @param {Record<string, string>} [options.sharedVersions]
 *   versions to build our shared packages as, instead of the installed ones: lets the live
 *   redeploy test build a remote "against" a newer minor or major (remotes/payroll/fixtures/next-version)
 */
function createAppConfig({
  appDir,
  role,
  name,
  port,
  title = 'Maziwa',
  runtimePlugins = [],
  routesModule = './src/routes.tsx',
  pagesFile = 'src/pages.json',
  firstFrame,
  outputPath = path.join(appDir, 'dist'),
  sharedVersions = {},
}) {
  return (env, argv) => {
    const production = argv.mode !== 'development';
    // `--env localStart` (pnpm start, deploy/scripts/start.mjs): the production build for
    // serving on this machine. The same files and federation; what only a deployment needs is
    // left out or made quick: source maps, minification (the code stays readable instead), and
    // gzip and brotli at their highest levels.
    const localStart = production && Boolean(env?.localStart);
    const isRemote = role === 'remote';
    // A remote's own page (src/index.ts, the standalone sign-in shell) is for development
    // only: its production build is just what the host loads, remoteEntry.js and chunks,
    // and runs on the host's federation runtime (federation-runtime.cjs).
    const standalonePage = !(isRemote && production);
    return {
      mode: production ? 'production' : 'development',
      context: appDir,
      entry: standalonePage ? { main: './src/index.ts' } : {},
      devtool: localStart ? false : production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: outputPath,
        // Entry files keep stable names (the federation runtime chunk breaks with a
        // contenthash here); they are served no-cache. Lazy chunks are content-hashed and
        // cached for ever.
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        publicPath: isRemote ? 'auto' : '/',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.jsx', '.json'],
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2022',
                },
              },
            },
          },
          {
            test: /\.css$/,
            use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
          },
          { test: /\.(png|jpe?g|svg|gif|woff2?)$/, type: 'asset' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isRemote ? { filename: 'remoteEntry.js', exposes: { './routes': routesModule } } : { remotes: {} }),
          // Remotes are fetched only when one of their routes is visited, so a remote that
          // is down cannot stall start-up.
          shareStrategy: 'loaded-first',
          shared: federationShared(appDir, sharedVersions),
          // Where the federation runtime lives: once, in the host (federation-runtime.cjs).
          ...federationRuntime({ isRemote, production, runtimePlugins }),
          dts: false,
        }),
        ...(standalonePage
          ? [
              new HtmlWebpackPlugin({
                template: path.join(__dirname, 'index.html'),
                title,
                // A remote's standalone page must not include remoteEntry.js.
                chunks: ['main'],
                // Scripts from the root, not relative to the page: the dev server answers a deep
                // link (/logistics-management/driver-management) with this page, where a relative
                // main.js would be asked for under /logistics-management/ and 404. A remote's
                // own publicPath stays 'auto' for the host, which loads it from anywhere.
                publicPath: '/',
              }),
            ]
          : []),
        // The host's page lists its first screen's files, fetched beside main.js.
        ...(isRemote ? [] : [new PreloadStartFilesPlugin()]),
        // ...and its first frame goes beside it, for publishing to put in each page's file
        // (deploy/gateway/src/page-files.ts).
        ...(firstFrame ? [new CopyPlugin({ patterns: [{ from: firstFrame, to: 'first-frame.html' }] })] : []),
        // A remote's pages and menu entries go beside its files: publishing copies them into
        // its line of /remotes.json, where the host reads them (shared/contracts, PageDeclaration).
        ...(isRemote ? [new CopyPlugin({ patterns: [{ from: pagesFile, to: 'pages.json' }] })] : []),
        // ...and which files each page's own chunk is, for the gateway's preloads (page-chunks.cjs).
        ...(isRemote ? [new PageChunksPlugin({ pagesFile: path.resolve(appDir, pagesFile) })] : []),
        ...(production
          ? [
              new MiniCssExtractPlugin({ filename: '[name].css', chunkFilename: '[name].[contenthash:8].css' }),
              // Pre-compressed copies next to each file: the gateway serves them as they are,
              // so no request pays for compression.
              new CompressionPlugin({
                test: COMPRESSIBLE,
                algorithm: 'gzip',
                filename: '[path][base].gz',
                ...(localStart ? { compressionOptions: { level: LOCAL_START_GZIP_LEVEL } } : {}),
                threshold: 1024,
              }),
              new CompressionPlugin({
                test: COMPRESSIBLE,
                algorithm: 'brotliCompress',
                filename: '[path][base].br',
                compressionOptions: {
                  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: localStart ? LOCAL_START_BROTLI_QUALITY : 11 },
                },
                threshold: 1024,
              }),
              ...(localStart ? [new LocalStartMarkerPlugin()] : []),
            ]
          : []),
      ],
      optimization: {
        minimize: production && !localStart,
        // swc minifies several times faster than terser's default, with similar output.
        minimizer: [
          new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: true, mangle: true } }),
        ],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [
          {
            context: ['/api', '/config.json'],
            target: process.env.MAZIWA_API_PROXY || DEFAULT_API_PROXY,
            changeOrigin: true,
          },
        ],
      },
    };
  };
}

module.exports = { createAppConfig };
