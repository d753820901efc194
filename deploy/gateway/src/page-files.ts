import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { RemotesManifest } from '@maziwa/contracts';
import { declaredPathOf, pagePreloads, remoteOfPage } from './page-preloads';

/**
 * The console's pages as files, written when anything is published: for each page a remote
 * declares (word for word, not a record's page with an id in it), the shell's index.html
 * with that page's preloads (page-preloads.ts). The gateway and nginx both serve a page's
 * file when there is one and index.html otherwise, so production gets the same head start as
 * `pnpm start`, and no page request works anything out.
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

/**
 * Writes every page's file from the published shell and manifest, replacing the directory as
 * a whole (a page dropped from a declaration loses its file). Returns how many were written.
 */
export async function writePageFiles(deployDir: string, manifest: RemotesManifest): Promise<number> {
  const html = await fs.readFile(path.join(deployDir, 'host', 'index.html'), 'utf8').catch(() => undefined);
  if (html === undefined) return 0; // The shell is not published yet: its publishing writes them.
  const next = path.join(deployDir, `${PAGES_DIR}.${process.pid}.tmp`);
  await fs.rm(next, { recursive: true, force: true });
  await fs.mkdir(next, { recursive: true });
  let written = 0;
  for (const remote of manifest.remotes) {
    for (const { path: page } of remote.pages ?? []) {
      const name = fileNameOf(page);
      const preloads = name && (await pagePreloads(deployDir, manifest, page));
      if (!name || !preloads) continue;
      const file = path.join(next, name);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, html.replace('</head>', `${preloads}</head>`));
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
