/**
 * A centre's batch of one shift: "<centre code>-<yyMMdd>-<M|E>", e.g. GIT-260302-M. The
 * code is the first three letters of the centre's name; collections, the consolidation and
 * the quality test of that shift carry the same number.
 */
export function batchNumber(centreName: string, day: string, shift: 'morning' | 'evening'): string {
  const code =
    centreName
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 3)
      .toUpperCase() || 'CTR';
  return `${code}-${day.slice(2, 4)}${day.slice(5, 7)}${day.slice(8, 10)}-${shift === 'morning' ? 'M' : 'E'}`;
}
