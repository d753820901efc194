/** Nearest-rank percentile (p in 0-100) of a list of numbers; NaN when empty. */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1];
}

export function formatMs(ms) {
  if (!Number.isFinite(ms)) return '-';
  return ms >= 100 ? ms.toFixed(0) : ms.toFixed(1);
}

/** A plain-text table; columns listed in `right` are right-aligned (numbers). */
export function table(header, rows, right = []) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i] ?? '').length)));
  const line = (cells) =>
    cells
      .map((c, i) => (right.includes(i) ? String(c ?? '').padStart(widths[i]) : String(c ?? '').padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
