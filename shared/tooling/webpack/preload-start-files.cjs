// Lists in index.html the files the host's first screen needs (scripts as <link rel="preload">,
// styles as stylesheets), so a browser asks for all of them with main.js instead of after it.
//
// Why: main.js only starts the federation runtime; the shell's code (bootstrap) and the shared
// libraries it uses (React, React DOM, the router, the kit, ...) are separate chunks that the
// runtime asks for once main.js has run. On slow mobile data that is a whole extra round trip
// before anything can paint. Measured with Lighthouse's mobile preset (bench/README.md,
// "Preloading the shell's files"): the preloads take a list page's first paint ahead of that
// round trip.
//
// Which files: the chunks of every `import()` in the entry (the bootstrap), and, following the
// shared modules those chunks consume, the chunk the host provides each shared library in
// (what the federation runtime fetches on a cold start, when the host is the first app in the
// share scope), recursively. Not a consumer's fallback chunk: it holds the same code under
// another id and is fetched only when no app provides the library. Never a page's lazy chunk:
// those load when their route opens.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'PreloadStartFilesPlugin';
const CONSUME_SHARED = /ConsumeSharedModule$/;
const PROVIDE_SHARED = /ProvideSharedModule$/;

/** The files (js and css) of the chunk groups the entry's first screen loads. */
function startFiles(compilation, entryName) {
  const { chunkGraph } = compilation;
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return [];
  const entryFiles = new Set(entry.getFiles());
  const seen = new Set();
  const files = new Set();
  const providers = new Map();
  for (const module of compilation.modules) {
    if (PROVIDE_SHARED.test(module.constructor.name)) providers.set(module._name, module);
  }

  const visitGroup = (group) => {
    if (!group || seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (!entryFiles.has(file) && /\.(js|css)$/.test(file)) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (!CONSUME_SHARED.test(module.constructor.name)) continue;
        const provider = providers.get(module.options.shareKey) ?? module;
        for (const block of provider.blocks) visitGroup(chunkGraph.getBlockChunkGroup(block));
      }
    }
  };

  for (const chunk of entry.chunks) {
    for (const module of chunkGraph.getChunkEntryModulesIterable(chunk)) {
      for (const block of module.blocks) visitGroup(chunkGraph.getBlockChunkGroup(block));
    }
  }
  return [...files].sort();
}

class PreloadStartFilesPlugin {
  constructor({ entryName = 'main' } = {}) {
    this.entryName = entryName;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = data.publicPath ?? '';
        for (const file of startFiles(compilation, this.entryName)) {
          // Styles apply from the first paint: a page's file draws the shell's first frame
          // before any script (host/src/shell/first-frame.html). The style loader finds them
          // by their href and does not add them again. Scripts at low priority: that frame
          // does not wait for them (see deploy/gateway/src/page-preloads.ts).
          const attributes = file.endsWith('.css')
            ? { rel: 'stylesheet' }
            : { rel: 'preload', as: 'script', fetchpriority: 'low' };
          data.headTags.push(
            HtmlWebpackPlugin.createHtmlTagObject('link', { ...attributes, href: `${publicPath}${file}` }),
          );
        }
        return data;
      });
    });
  }
}

module.exports = { PreloadStartFilesPlugin, startFiles };
