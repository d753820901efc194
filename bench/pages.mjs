// The pages the browser benchmarks measure, and the flags they share. One list for
// lighthouse.mjs and page-weight.mjs, so both print the same rows.
//
// The list pages are read from the running console's sidebar (as the administrator, who may
// open every page, sees it), not typed here: the sidebar is built from what the remotes
// declare (their src/pages.json, copied into /remotes.json), the same declarations the host
// routes by, so a page added to the menu is measured without touching this file, and what is
// measured is what the console being measured actually serves.

/** The sign-in page: the one page a person opens before signing in. */
export const LOGIN_PATH = '/login';
/** One add form (no grid): the farmer form, the one the farmers' list leads to. */
export const ADD_FORM_PATH = '/farmer/add-new-farmer';
export const ADMIN = { email: 'admin@maziwa.test', password: 'Maziwa-2026' };
/** Where the session store keeps the token (shared/api-client). */
export const TOKEN_KEY = 'maziwa.access_token';

/**
 * `--name value` and bare `--flag` pairs; a flag with no value is ''. Unknown flags are kept,
 * so each script reads what it knows.
 */
export function parseArgs(argv = process.argv.slice(2)) {
  const args = {};
  for (let i = 0; i < argv.length; i += 1) {
    if (!argv[i].startsWith('--')) continue;
    const next = argv[i + 1];
    const hasValue = next !== undefined && !next.startsWith('--');
    args[argv[i].slice(2)] = hasValue ? next : '';
    if (hasValue) i += 1;
  }
  return args;
}

/**
 * Runs in the page (pass it to `page.evaluate` of Playwright or Puppeteer): waits for the
 * signed-in sidebar to fill in, opens its closed groups and returns its links, top to bottom.
 * The menu shows only what the session may read, so it is read once the permissions have
 * arrived (the Reports group, the last one, is there).
 */
export async function readSidebarInPage() {
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const nav = () => document.querySelector('nav[aria-label="Main"]');
  const lastGroup = () =>
    [...(nav()?.querySelectorAll('button') ?? [])].some((b) => b.textContent?.trim() === 'Reports');
  for (let waited = 0; !lastGroup(); waited += 100) {
    if (waited > 30_000)
      throw new Error('The sidebar did not show its Reports group within 30 s: is the admin signed in?');
    await sleep(100);
  }
  for (let tries = 0; tries < 20; tries += 1) {
    const closed = nav().querySelector('button[aria-expanded="false"]');
    if (!closed) break;
    closed.click();
    await sleep(50);
  }
  return [...nav().querySelectorAll('a[href]')].map((a) => ({
    path: a.getAttribute('href'),
    label: a.textContent?.trim() ?? '',
  }));
}

/**
 * The pages to measure, in order: the sign-in page, the sidebar's pages (the dashboard first)
 * and the add form, each `{ path, label, kind }` with kind login | list | form (the dashboard
 * counts as a list page: it is a first page after sign-in). `only` (a RegExp source) keeps
 * the pages whose path matches it.
 */
export function measuredPages(sidebarLinks, { only, withLogin = true } = {}) {
  const seen = new Set();
  const pages = [
    ...(withLogin ? [{ path: LOGIN_PATH, label: 'Login', kind: 'login' }] : []),
    ...sidebarLinks.map((link) => ({ ...link, kind: 'list' })),
    { path: ADD_FORM_PATH, label: 'Add New Farmer', kind: 'form' },
  ].filter((page) => (seen.has(page.path) ? false : seen.add(page.path)));
  const pattern = only ? new RegExp(only) : undefined;
  return pattern ? pages.filter((page) => pattern.test(page.path)) : pages;
}

/** Median of numbers (the mean of the two middle ones for an even count); NaN for none. */
export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Pads the cells of rows (arrays of strings) into a Markdown table a reviewer can paste. */
export function markdownTable(header, rows, rightAligned = header.map((_, i) => i > 0)) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) =>
    `| ${cells.map((c, i) => (rightAligned[i] ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i]))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (rightAligned[i] ? `${'-'.repeat(w + 1)}:` : `-${'-'.repeat(w + 1)}`)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

export const kib = (bytes) => (bytes / 1024).toFixed(1);
