import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { RemoteManifestEntry, RemotesManifest } from '@maziwa/contracts';

/** What a remote's mf-manifest.json says of the module the host loads first (`./routes`). */
interface FederationManifest {
  exposes?: Array<{ name: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }>;
}

/** What one published version of a remote holds that the preloads name, as URLs. */
interface VersionFiles {
  /** The `./routes` module's files (the manifest names them relative to itself). */
  routes: string[];
  /** Each declared page's own chunk files (page-chunks.json, written by the build). */
  pages: Record<string, string[]>;
}

// A published version never changes, so its files are read once.
const versions = new Map<string, VersionFiles>();

/** Reads a JSON file of the version, or undefined: a file that cannot be read only means fewer hints. */
async function readJson<T>(deployDir: string, url: string): Promise<T | undefined> {
  try {
    return JSON.parse(await fs.readFile(path.join(deployDir, url), 'utf8')) as T;
  } catch {
    return undefined;
  }
}

async function versionFilesOf(deployDir: string, manifestUrl: string): Promise<VersionFiles> {
  const known = versions.get(manifestUrl);
  if (known) return known;
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const manifest = await readJson<FederationManifest>(deployDir, manifestUrl);
  const routes = manifest?.exposes?.find((expose) => expose.name === 'routes');
  const pageChunks = (await readJson<Record<string, string[]>>(deployDir, `${base}page-chunks.json`)) ?? {};
  const files: VersionFiles = {
    routes: [...(routes?.assets?.css?.sync ?? []), ...(routes?.assets?.js?.sync ?? [])].map((file) => `${base}${file}`),
    pages: Object.fromEntries(
      Object.entries(pageChunks).map(([page, chunkFiles]) => [page, chunkFiles.map((file) => `${base}${file}`)]),
    ),
  };
  versions.set(manifestUrl, files);
  return files;
}

/** A requested path as pages are declared: without trailing slashes (`/payroll/rates/` -> `/payroll/rates`). */
export function declaredPathOf(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/** The remote that declares the page at `pathname` word for word (a record's page, with an id in it, gets no hints). */
export function remoteOfPage(manifest: RemotesManifest, pathname: string): RemoteManifestEntry | undefined {
  const page = declaredPathOf(pathname);
  return manifest.remotes.find((remote) => remote.pages?.some((declared) => declared.path === page));
}

/** Text made safe to put in HTML, as an element's text or an attribute's value. */
export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * `<link rel="preload">` tags for the files of the remote serving `pathname`: its federation
 * manifest, its entry, its routes module and the page's own chunk. Without them a first page downloads the shell,
 * then asks /remotes.json where the remote is, then fetches the remote's manifest, then its
 * entry, then its routes, then the page: one round trip after another on mobile data. Named in the page,
 * they download beside the shell's own files. The attributes match how the federation
 * runtime asks for each (the manifest by fetch(), the scripts by a plain script tag), or the
 * browser would fetch them twice. Scripts go at low priority: the page's first frame (in its
 * file) paints without them, and Lighthouse's simulation counts a high-priority script that
 * arrived before the first paint as one the paint waited for (FCP 1.0-2.2 s -> 0.7-0.8 s on
 * a phone, bench/README.md). Nothing else in the page competes with them: its load event
 * came no later for it (observed, unthrottled).
 */
export async function pagePreloads(deployDir: string, manifest: RemotesManifest, pathname: string): Promise<string> {
  const page = declaredPathOf(pathname);
  const remote = remoteOfPage(manifest, page);
  if (!remote || !remote.entry.endsWith('/mf-manifest.json') || !remote.entry.startsWith('/')) return '';
  const base = remote.entry.slice(0, remote.entry.lastIndexOf('/') + 1);
  const files = await versionFilesOf(deployDir, remote.entry);
  const links = [
    `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(remote.entry)}">`,
    `<link rel="preload" as="script" fetchpriority="low" href="${escapeHtml(`${base}remoteEntry.js`)}">`,
    ...[...files.routes, ...(files.pages[page] ?? [])].map((file) =>
      file.endsWith('.css')
        ? `<link rel="preload" as="style" href="${escapeHtml(file)}">`
        : `<link rel="preload" as="script" fetchpriority="low" href="${escapeHtml(file)}">`,
    ),
  ];
  return links.join('');
}
