import type { IntakeFarmer } from './delivery';

/**
 * The farmers matching what was typed, best first: a member number typed whole, then member
 * numbers starting with it, then names with a word starting with it. At most `limit`.
 *
 * @example findFarmers(farmers, 'F-01') // F-0100, F-0101, ...
 */
export function findFarmers(farmers: IntakeFarmer[], typed: string, limit = 6): IntakeFarmer[] {
  const text = typed.trim().toLowerCase();
  if (!text) return [];
  const scored: { farmer: IntakeFarmer; score: number }[] = [];
  for (const farmer of farmers) {
    const member = farmer.member_number?.toLowerCase() ?? '';
    const name = farmer.name.toLowerCase();
    const score =
      member === text
        ? 0
        : member.startsWith(text)
          ? 1
          : name.startsWith(text)
            ? 2
            : name.split(/\s+/).some((word) => word.startsWith(text)) || member.includes(text)
              ? 3
              : -1;
    if (score >= 0) scored.push({ farmer, score });
  }
  return scored
    .sort((a, b) => a.score - b.score)
    .slice(0, limit)
    .map(({ farmer }) => farmer);
}

/** How a farmer reads in the list and the type-ahead: "Jane Wanjiru (F-0012)". */
export function farmerLabel(farmer: { name: string; member_number: string | null }): string {
  return farmer.member_number ? `${farmer.name} (${farmer.member_number})` : farmer.name;
}
