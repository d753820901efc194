// Fails when code cites a heading of docs/ that does not exist (`docs/rules.md#dates`): a
// comment that sends a newcomer to a missing section is worse than none. Run by `pnpm test`.
//
//   node deploy/scripts/check-doc-anchors.mjs
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CITATION = /docs\/([\w./-]+\.md)#([\w-]+)/g;

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
  .filter((file) => /\.(ts|tsx|mjs|cjs|js|css|json|sh|md)$/.test(file) && !file.includes('/generated/'));

const anchorCache = new Map();
const missing = [];
let citations = 0;
for (const file of files) {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  for (const match of text.matchAll(CITATION)) {
    citations += 1;
    const doc = path.join('docs', match[1]);
    if (!anchorCache.has(doc)) {
      const full = path.join(ROOT, doc);
      anchorCache.set(doc, fs.existsSync(full) ? anchorsOf(fs.readFileSync(full, 'utf8')) : null);
    }
    const anchors = anchorCache.get(doc);
    if (!anchors?.has(match[2])) {
      const line = text.slice(0, match.index).split('\n').length;
      missing.push(`${file}:${line}: ${match[0]} (${anchors ? 'no such heading' : 'no such file'})`);
    }
  }
}

if (missing.length > 0) {
  console.error(`${missing.length} of ${citations} citations of docs/ point at nothing:\n${missing.join('\n')}`);
  process.exit(1);
}
console.log(`${citations} citations of docs/ headings, all found`);
