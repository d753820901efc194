import type { CentreQualityRow, CollectionSummary } from '@maziwa/contracts';

/** The signed-in user and organisation every test runs with, the same in every remote. */
export { TEST_ORG_ID, signedInUser } from '@maziwa/api-client/testing';

/** What GET /reports/summary answers, before from and to are filled in from the query. */
export const testSummary: Omit<CollectionSummary, 'from' | 'to'> = {
  total_litres: 18452.4,
  average_fat: 3.8,
  average_protein: 3.214,
  average_scc: 184250,
  pending_payments: 7,
};

/** Litres of some days (yyyy-MM-dd without the year: every season has them); the rest are zeros. */
export const testLitres: Record<string, { morning: number; evening: number }> = {
  '10-01': { morning: 120, evening: 80 },
  '10-02': { morning: 132.5, evening: 90 },
  '10-31': { morning: 1500, evening: 1250 },
  '11-15': { morning: 640, evening: 410 },
};

export function buildCentre(
  overrides: Partial<CentreQualityRow> & Pick<CentreQualityRow, 'id' | 'name'>,
): CentreQualityRow {
  return { quantity_litres: 0, fat_pct: null, protein_pct: null, scc: null, location: '', ...overrides };
}

/** In the API's default order (name). */
export const testCentres: CentreQualityRow[] = [
  buildCentre({ id: 'loc-githunguri', name: 'Githunguri CC', location: 'Githunguri' }),
  buildCentre({
    id: 'loc-kiambu',
    name: 'Kiambu Town CC',
    quantity_litres: 10250.5,
    fat_pct: 3.92,
    protein_pct: 3.25,
    scc: 180000,
    location: 'Kiambu Road, Kiambu',
  }),
  buildCentre({
    id: 'loc-limuru',
    name: 'Limuru CC',
    quantity_litres: 8201.9,
    fat_pct: 3.66,
    protein_pct: 3.17,
    scc: 190500,
    location: 'Market Street, Limuru',
  }),
];
