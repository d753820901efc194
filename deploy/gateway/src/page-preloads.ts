import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { RemoteManifestEntry, RemotesManifest } from '@maziwa/contracts';

/** What a remote's mf-manifest.json says of the module the host loads first (`./routes`). */
interface FederationManifest {
  exposes?: Array<{ name: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }>;
}

// A published version never changes, so its manifest is read once.
const exposedFiles = new Map<string, string[]>();

/** The files of a remote version's `./routes` module, as URLs (the manifest names them relative to itself). */
async function routesFilesOf(deployDir: string, manifestUrl: string): Promise<string[]> {
  const known = exposedFiles.get(manifestUrl);
  if (known) return known;
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  let files: string[] = [];
  try {
    const manifest = JSON.parse(await fs.readFile(path.join(deployDir, manifestUrl), 'utf8')) as FederationManifest;
    const routes = manifest.exposes?.find((expose) => expose.name === 'routes');
    files = [...(routes?.assets?.css?.sync ?? []), ...(routes?.assets?.js?.sync ?? [])].map((file) => `${base}${file}`);
  } catch {
    // A manifest that cannot be read gets no hints; the page still loads it the usual way.
  }
  exposedFiles.set(manifestUrl, files);
  return files;
}

/** The remote that declares the page at `pathname` word for word (a record's page, with an id in it, gets no hints). */
function remoteOfPage(manifest: RemotesManifest, pathname: string): RemoteManifestEntry | undefined {
  const page = pathname.replace(/\/+$/, '') || '/';
  return manifest.remotes.find((remote) => remote.pages?.some((declared) => declared.path === page));
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * `<link rel="preload">` tags for the files of the remote serving `pathname`: its federation
 * manifest, its entry and its routes module. Without them a first page downloads the shell,
 * then asks /remotes.json where the remote is, then fetches the remote's manifest, then its
 * entry, then its routes: one round trip after another on mobile data. Named in the page,
 * they download beside the shell's own files. The attributes match how the federation
 * runtime asks for each (the manifest by fetch(), the scripts by a plain script tag), or the
 * browser would fetch them twice.
 */
export async function pagePreloads(deployDir: string, manifest: RemotesManifest, pathname: string): Promise<string> {
  const remote = remoteOfPage(manifest, pathname);
  if (!remote || !remote.entry.endsWith('/mf-manifest.json') || !remote.entry.startsWith('/')) return '';
  const base = remote.entry.slice(0, remote.entry.lastIndexOf('/') + 1);
  const links = [
    `<link rel="preload" as="fetch" crossorigin="anonymous" href="${attribute(remote.entry)}">`,
    `<link rel="preload" as="script" href="${attribute(`${base}remoteEntry.js`)}">`,
    ...(await routesFilesOf(deployDir, remote.entry)).map((file) =>
      file.endsWith('.css')
        ? `<link rel="preload" as="style" href="${attribute(file)}">`
        : `<link rel="preload" as="script" href="${attribute(file)}">`,
    ),
  ];
  return links.join('');
}
