// Fails when the code cites something that is not there: a heading of docs/
// (`docs/rules.md#dates`) or a file or folder of the repository (`deploy/api/src/db/gate.ts`).
// A comment that sends a newcomer to a missing section or a moved file is worse than none.
// Run by `pnpm test` (pnpm lint:citations).
//
//   node deploy/scripts/check-citations.mjs
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const HEADING = /docs\/([\w./-]+\.md)#([\w-]+)/g;
// A path from the top of the repository, not part of a longer one (../shared/... is another tree).
const REPO_PATH = /(?<![\w./-])((?:deploy|shared|remotes|host|e2e|bench|docs)\/[\w.-]+(?:\/[\w.-]+)*)/g;
// A path followed by these is a pattern (feed-*.ts, pages/<path>.html, ${name}), not a file.
const PATTERN_NEXT = new Set(['*', '<', '{', '$']);

/** GitHub's anchor for a heading: lower case, punctuation dropped, each space a hyphen; repeats get -1, -2... */
function anchorsOf(markdown) {
  const anchors = new Set();
  const seen = new Map();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = heading[1]
      .replace(/`/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

// Tracked files only: what a clean clone holds.
const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
  .split('\0')
  .filter((file) => /\.(ts|tsx|mjs|cjs|js|css|sh|md)$/.test(file) && !file.includes('/generated/'));

const anchorCache = new Map();
function anchorsIn(doc) {
  if (!anchorCache.has(doc)) {
    const full = path.join(ROOT, doc);
    anchorCache.set(doc, fs.existsSync(full) ? anchorsOf(fs.readFileSync(full, 'utf8')) : null);
  }
  return anchorCache.get(doc);
}

/** Git ignores what a build makes (deploy/api/dist/server.js): a clean clone has none, so such a
 *  path counts when the folder it is built in (deploy/api) exists. */
function existsOrIsBuilt(cited) {
  if (fs.existsSync(path.join(ROOT, cited))) return true;
  const builtIn = /^(.*?)\/(dist|build)(?:\/|$)/.exec(cited);
  if (!builtIn) return false;
  // The trailing slash tells git it is a folder (a `dist/` rule matches folders only).
  const ignored = spawnSync('git', ['check-ignore', '-q', `${builtIn[1]}/${builtIn[2]}/`], { cwd: ROOT }).status === 0;
  return ignored && fs.existsSync(path.join(ROOT, builtIn[1]));
}

const missing = [];
const counts = { headings: 0, paths: 0 };
for (const file of files) {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const where = (index) => `${file}:${text.slice(0, index).split('\n').length}`;
  for (const match of text.matchAll(HEADING)) {
    counts.headings += 1;
    const anchors = anchorsIn(path.join('docs', match[1]));
    if (!anchors?.has(match[2]))
      missing.push(`${where(match.index)}: ${match[0]} (${anchors ? 'no such heading' : 'no such file'})`);
  }
  for (const match of text.matchAll(REPO_PATH)) {
    if (PATTERN_NEXT.has(text[match.index + match[0].length])) continue;
    const cited = match[1].replace(/\.+$/, '');
    counts.paths += 1;
    if (!existsOrIsBuilt(cited)) missing.push(`${where(match.index)}: ${cited} (no such file or folder)`);
  }
}

if (missing.length > 0) {
  console.error(`${missing.length} citations point at nothing:\n${missing.join('\n')}`);
  process.exit(1);
}
console.log(`${counts.headings} citations of docs/ headings and ${counts.paths} of repository paths, all found`);
