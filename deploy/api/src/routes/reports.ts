import { csvColumns, pickColumns, sendCsv } from '../http/csv';
import { exportTimeZone } from '../http/csv-time';
import { callerOf } from '../plugins/auth';
import type { ApiInstance } from '../plugins/services';
import { centreQuality } from '../reports/centre-quality';
import { collectionSchedule } from '../reports/collection-schedule';
import { completedPayments } from '../reports/completed-payments';
import { driverManagement } from '../reports/driver-management';
import { driverTracking } from '../reports/driver-tracking';
import { EXTENSION_REPORTS } from '../reports/extension';
import { farmersProfile } from '../reports/farmers-profile';
import { inventoryCentreDays } from '../reports/inventory-centre-days';
import { inventorySummaryRoute } from '../reports/inventory-summary';
import { inventoryTrips } from '../reports/inventory-trips';
import { inventoryVariance } from '../reports/inventory-variance';
import { litresPerDayRoute } from '../reports/litres-per-day';
import { milkVolumeByGroup } from '../reports/milk-volume-by-group';
import { milkVolumeOverTimeRoute } from '../reports/milk-volume-over-time';
import { milkVolumeStoppedFarmers } from '../reports/milk-volume-stopped-farmers';
import { pendingPayments } from '../reports/pending-payments';
import { pickupManagement } from '../reports/pickup-management';
import { QUALITY_REPORTS } from '../reports/quality';
import { qualityTestsReport } from '../reports/quality-tests';
import { rejectionLogs } from '../reports/rejection-logs';
import { reportOptions, reportQuery, type ReportDef, type ReportQueryType } from '../reports/report';
import { routesAndCollectionCenters } from '../reports/routes-and-collection-centers';
import { organisationTimeZone } from '../resources/scope';
import { summaryRoute } from '../reports/summary';
import { errorResponses, PageOrCsv } from '../schemas/common';

/** GET /reports/<name> answering Page<row> (docs/rules.md#api-calls). */
export const REPORTS: ReportDef[] = [
  collectionSchedule,
  driverTracking,
  pickupManagement,
  rejectionLogs,
  ...QUALITY_REPORTS,
  farmersProfile,
  pendingPayments,
  completedPayments,
  driverManagement,
  routesAndCollectionCenters,
  qualityTestsReport,
  centreQuality,
  inventoryCentreDays,
  inventoryTrips,
  inventoryVariance,
  milkVolumeByGroup,
  milkVolumeStoppedFarmers,
  ...EXTENSION_REPORTS,
];

export async function reportRoutes(app: ApiInstance): Promise<void> {
  const { store } = app.maziwa;
  for (const def of REPORTS) {
    const columns = csvColumns(def.row);
    app.get(
      `/reports/${def.name}`,
      {
        config: { permission: def.permission },
        schema: {
          tags: ['Reports'],
          summary: def.summary,
          description: `${def.description} format=csv exports every matching row (${def.name}.csv).`,
          querystring: reportQuery(def),
          response: { 200: PageOrCsv(def.row, `Page of ${def.row.title}`), ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        // Reports take organization_id (docs/rules.md#api-calls); org_id, as lists do, works too.
        const { organization_id, ...query }: ReportQueryType = request.query;
        const listQuery = { ...query, org_id: organization_id ?? query.org_id };
        const caller = callerOf(request);
        // Days count in the zone of the organisation shown (the caller's first when none is named).
        const options = { ...reportOptions(def, query), timeZone: organisationTimeZone(caller, listQuery.org_id) };
        if (query.format === 'csv') {
          const batches = await store.stream(def, caller, listQuery, options);
          return sendCsv(reply, def.name, pickColumns(columns, query.columns), batches, exportTimeZone(app.maziwa.db, caller, listQuery.org_id));
        }
        return store.list(def, caller, listQuery, options);
      },
    );
  }
  await app.register(summaryRoute);
  await app.register(litresPerDayRoute);
  await app.register(milkVolumeOverTimeRoute);
  await app.register(inventorySummaryRoute);
}
