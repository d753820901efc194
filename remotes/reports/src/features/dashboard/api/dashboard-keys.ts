/** Keys of the dashboard's queries. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: (orgId: string | null) => [...dashboardKeys.all, 'summary', orgId] as const,
  litres: (orgId: string | null) => [...dashboardKeys.all, 'litres-per-day', orgId] as const,
  centres: (orgId: string | null) => [...dashboardKeys.all, 'centre-quality', orgId] as const,
};
