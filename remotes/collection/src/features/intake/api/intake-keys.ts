/** Query keys of the Intake page. */
export const intakeKeys = {
  all: ['intake'] as const,
  centres: (orgId: string | null) => ['intake', 'centres', orgId] as const,
  farmers: (locationId: string) => ['intake', 'farmers', locationId] as const,
  tally: (locationId: string, day: string, shift: string) => ['intake', 'tally', locationId, day, shift] as const,
};
