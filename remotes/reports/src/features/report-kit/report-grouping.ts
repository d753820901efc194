/**
 * What one row of a grouped report stands for: the API's `group_by` (deploy/api
 * src/reports/grouping.ts). A route is the route of the trip that carried the milk.
 */
export type ReportGrouping = 'organisation' | 'route' | 'centre' | 'farmer';

export const GROUPING_LABELS: Record<ReportGrouping, string> = {
  organisation: 'Organisation',
  route: 'Route',
  centre: 'Collection centre',
  farmer: 'Farmer',
};

export const ALL_GROUPINGS: readonly ReportGrouping[] = ['organisation', 'route', 'centre', 'farmer'];
