import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { PageDeclaration, RemotesManifest } from '@maziwa/contracts';
import { declaredPathOf, escapeHtml, pagePreloads, remoteOfPage } from './page-preloads';

/**
 * The console's pages as files, written when anything is published: for each page a remote
 * declares (word for word, not a record's page with an id in it), the shell's index.html
 * with that page's preloads (page-preloads.ts) and the shell's first frame with the page's
 * top (heading, description, buttons' row, search box), drawn before any script
 * (host/src/shell/first-frame.html). The gateway and nginx both serve a page's file when
 * there is one and index.html otherwise, so production gets the same head start as `pnpm
 * start`, and no page request works anything out.
 */
export const PAGES_DIR = 'pages';

// Only plain paths map to a file, so a request can never name one outside the directory.
const PLAIN_PATH = /^(\/[A-Za-z0-9_-]+)+$/;

/** The page's file name inside the pages directory (`/payroll/rates` -> payroll/rates.html), if it can have one. */
function fileNameOf(pathname: string): string | undefined {
  const page = declaredPathOf(pathname);
  return PLAIN_PATH.test(page) ? `${page.slice(1)}.html` : undefined;
}

/** Where the file of the page at `pathname` is (`/payroll/rates` -> <deployDir>/pages/payroll/rates.html), if it can have one. */
export function pageFileOf(deployDir: string, pathname: string): string | undefined {
  const name = fileNameOf(pathname);
  return name && path.join(deployDir, PAGES_DIR, name);
}

/** What the first frame draws of a page, by the names the frame gives them: its texts, and whether it has buttons. */
export type FrameTexts = Partial<Record<'heading' | 'description' | 'search', string> & Record<'actions', boolean>>;

/**
 * The texts of a declared page's first frame. The heading is the page's h1 as the shell names
 * it while the page loads (headingOf in @maziwa/contracts, which the gateway cannot import: it
 * runs compiled, and contracts is TypeScript source).
 */
function frameTextsOf(page: PageDeclaration): FrameTexts {
  return {
    heading: page.heading ?? page.menu?.label,
    description: page.description,
    search: page.search,
    actions: page.actions,
  };
}

/** The host's first frame as it goes into a page: without its comments or the spaces between tags and parts. */
async function readFirstFrame(deployDir: string): Promise<string | undefined> {
  const html = await fs.readFile(path.join(deployDir, 'host', 'first-frame.html'), 'utf8').catch(() => undefined);
  return html
    ?.replace(/<!--[\s\S]*?-->/g, '')
    .replace(/(>|\}\})\s+(<|\{\{)/g, '$1$2')
    .trim();
}

/**
 * The frame with the page's texts in it: `{{#name}}...{{/name}}` kept only when the page has
 * that text, then each `{{name}}` replaced by it, escaped. Undefined for a page without a heading.
 */
export function fillFrame(frame: string, texts: FrameTexts): string | undefined {
  if (!texts.heading) return undefined;
  const text = (name: string) => texts[name as keyof FrameTexts];
  return frame
    .replace(/\{\{#(\w+)\}\}([\s\S]*?)\{\{\/\1\}\}/g, (_, name: string, part: string) => (text(name) ? part : ''))
    .replace(/\{\{(\w+)\}\}/g, (_, name: string) => escapeHtml(String(text(name) ?? '')));
}

// A stylesheet link of the shell's own (index.html names the first screen's styles this way).
const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/[\w.-]+\.css)">/g;

/**
 * The shell with its first screen's stylesheets written into it, so the first frame paints
 * as soon as the page's HTML has arrived rather than after two more requests. Each keeps its
 * address in data-href, where the style loader looks before it would add the file again. A
 * stylesheet that names other files (url(...)) stays a link: those addresses are relative
 * to the file. So does one that cannot be read, or that would end the style element early.
 */
async function withStylesInline(deployDir: string, shell: string): Promise<string> {
  const styles = new Map<string, string>();
  for (const [, href] of shell.matchAll(STYLESHEET_LINK)) {
    const css = await fs.readFile(path.join(deployDir, 'host', href), 'utf8').catch(() => undefined);
    if (css !== undefined && !css.includes('url(') && !css.includes('</style'))
      styles.set(href, css.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '').trim());
  }
  return shell.replace(STYLESHEET_LINK, (link, href: string) => {
    const css = styles.get(href);
    return css === undefined ? link : `<style data-href="${href}">${css}</style>`;
  });
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const COMPRESSED_COPIES: Array<[extension: string, compress: (html: string) => Promise<Buffer>]> = [
  ['.gz', (html) => gzip(html, { level: 9 })],
  ['.br', (html) => brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })],
];

/**
 * The page and its compressed copies, which the gateway and nginx (gzip_static, brotli_static)
 * serve as they are. A page whose HTML is the same as in `previous` (the last publish's file)
 * keeps that file's copies: brotli at its best takes ~60 ms a page, and publishing one remote
 * changes only its own pages (34 pages took 2.1 s each time before).
 */
async function writeCompressed(file: string, html: string, previous: string): Promise<void> {
  await fs.writeFile(file, html);
  const unchanged = (await fs.readFile(previous, 'utf8').catch(() => undefined)) === html;
  for (const [extension, compress] of COMPRESSED_COPIES) {
    const kept =
      unchanged &&
      (await fs.copyFile(`${previous}${extension}`, `${file}${extension}`).then(
        () => true,
        () => false,
      ));
    if (!kept) await fs.writeFile(`${file}${extension}`, await compress(html));
  }
}

/** The page's file: the shell with the page's preloads, and its first frame where the console will mount. */
export function pageHtml(shell: string, preloads: string, firstFrame: string | undefined, texts: FrameTexts): string {
  // Replaced by functions: a `$` in a text is text, not a replacement pattern.
  const withPreloads = shell.replace('</head>', () => `${preloads}</head>`);
  const frame = firstFrame && fillFrame(firstFrame, texts);
  if (!frame) return withPreloads;
  return withPreloads.replace('<div id="root"></div>', () => `<div id="root">${frame}</div>`);
}

/**
 * Writes every page's file from the published shell and manifest, replacing the directory as
 * a whole (a page dropped from a declaration loses its file). Returns how many were written.
 */
export async function writePageFiles(deployDir: string, manifest: RemotesManifest): Promise<number> {
  const html = await fs.readFile(path.join(deployDir, 'host', 'index.html'), 'utf8').catch(() => undefined);
  if (html === undefined) return 0; // The shell is not published yet: its publishing writes them.
  const firstFrame = await readFirstFrame(deployDir);
  const shell = firstFrame ? await withStylesInline(deployDir, html) : html;
  const next = path.join(deployDir, `${PAGES_DIR}.${process.pid}.tmp`);
  await fs.rm(next, { recursive: true, force: true });
  await fs.mkdir(next, { recursive: true });
  let written = 0;
  for (const remote of manifest.remotes) {
    for (const declared of remote.pages ?? []) {
      const page = declared.path;
      const name = fileNameOf(page);
      const preloads = name && (await pagePreloads(deployDir, manifest, page));
      if (!name || !preloads) continue;
      const file = path.join(next, name);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await writeCompressed(
        file,
        pageHtml(shell, preloads, firstFrame, frameTextsOf(declared)),
        path.join(deployDir, PAGES_DIR, name),
      );
      written += 1;
    }
  }
  // Swapped in by two renames: a page load in between gets index.html, which works.
  const current = path.join(deployDir, PAGES_DIR);
  const old = path.join(deployDir, `${PAGES_DIR}.${process.pid}.old`);
  await fs.rm(old, { recursive: true, force: true });
  await fs.rename(current, old).catch(() => undefined);
  await fs.rename(next, current);
  await fs.rm(old, { recursive: true, force: true });
  return written;
}

/**
 * Whether a page's file names the version of its remote that the manifest points at now. A
 * manifest line restored by hand (a rollback) leaves the files naming the newer version until
 * the next publish or `publish-cli pages`; such a file is not served, index.html is.
 */
export function namesCurrentVersion(html: string, manifest: RemotesManifest, pathname: string): boolean {
  const remote = remoteOfPage(manifest, pathname);
  return remote !== undefined && html.includes(`href="${remote.entry}"`);
}
