// Writes page-chunks.json beside a remote's files: for each page the remote declares
// (pages.json), the files of that page's own lazy chunk. The gateway names them in index.html
// when the page is opened directly, so a phone downloads the page's code beside the shell
// instead of after the remote's routes module has run (one round trip less on mobile data;
// bench/README.md, "Preloading the page's chunk").
//
// How a page is found: each page's import in routes.tsx is named after its path
// (`import(/* webpackChunkName: "payroll-rates" */ './pages/rates-page')` for /payroll/rates,
// see chunkNameOf). A declared page without such a chunk fails the build, so the map can never
// silently miss a page, and a route cannot drift from its declaration unnoticed.
const fs = require('node:fs');
const { Compilation, WebpackError, sources } = require('webpack');

const NAME = 'PageChunksPlugin';

/** `/payroll/pay-runs/:id` -> `payroll-pay-runs-id`: the chunk name a page's import must carry. */
function chunkNameOf(pagePath) {
  return pagePath
    .replace(/:/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The page's chunk group's files (its chunk and any split off it), scripts and styles only. */
function filesOfGroup(group) {
  const files = new Set();
  for (const chunk of group.chunks) for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
  return [...files].sort();
}

class PageChunksPlugin {
  /** @param {{ pagesFile: string }} options absolute path of the remote's pages.json */
  constructor({ pagesFile }) {
    this.pagesFile = pagesFile;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.fileDependencies.add(this.pagesFile);
      // After the real content hashes are in the file names, before the compressed copies are made.
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          const { pages } = JSON.parse(fs.readFileSync(this.pagesFile, 'utf8'));
          const map = {};
          for (const { path: pagePath } of pages) {
            const chunkName = chunkNameOf(pagePath);
            const group = compilation.namedChunkGroups.get(chunkName);
            if (!group) {
              compilation.errors.push(
                new WebpackError(
                  `${NAME}: pages.json declares ${pagePath}, but no lazy chunk is named "${chunkName}". ` +
                    `Load the page in routes.tsx with import(/* webpackChunkName: "${chunkName}" */ './pages/...').`,
                ),
              );
              continue;
            }
            map[pagePath] = filesOfGroup(group);
          }
          compilation.emitAsset('page-chunks.json', new sources.RawSource(JSON.stringify(map, null, 2)));
        },
      );
    });
  }
}

module.exports = { PageChunksPlugin, chunkNameOf };
