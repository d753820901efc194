/** Prints what the load does, with rows per second per table. */
export interface Progress {
  /** Runs fn (which returns how many rows it wrote) and prints rows, time and rows/s. */
  rows(table: string, fn: () => Promise<number>): Promise<number>;
  /** A step without a row count (index builds, ANALYZE). */
  step(what: string, seconds: number): void;
  /** A line that overwrites itself on a terminal; elsewhere printed at most every 10 s. */
  status(text: string): void;
  /** Rows written per table so far. */
  readonly totals: Map<string, { rows: number; seconds: number }>;
}

export function formatRate(rows: number, seconds: number): string {
  const rate = seconds > 0 ? Math.round(rows / seconds) : rows;
  return `${rows.toLocaleString('en')} rows in ${seconds.toFixed(1)} s (${rate.toLocaleString('en')} rows/s)`;
}

export function createProgress(
  write: (text: string) => void = (t) => process.stdout.write(t),
  tty = process.stdout.isTTY,
): Progress {
  const totals = new Map<string, { rows: number; seconds: number }>();
  let pending = false;
  let lastStatus = performance.now();
  const line = (text: string) => {
    write(`${pending ? '\r\x1b[K' : ''}${text}\n`);
    pending = false;
  };
  return {
    totals,
    async rows(table, fn) {
      const started = performance.now();
      const rows = await fn();
      const seconds = (performance.now() - started) / 1000;
      const total = totals.get(table) ?? { rows: 0, seconds: 0 };
      totals.set(table, { rows: total.rows + rows, seconds: total.seconds + seconds });
      line(`  ${table.padEnd(24)} ${formatRate(rows, seconds)}`);
      return rows;
    },
    step(what, seconds) {
      line(`  ${what} in ${seconds.toFixed(1)} s`);
    },
    status(text) {
      if (tty) {
        write(`\r\x1b[K  ${text}`);
        pending = true;
      } else if (performance.now() - lastStatus >= 10_000) {
        lastStatus = performance.now();
        line(`  ${text}`);
      }
    },
  };
}
