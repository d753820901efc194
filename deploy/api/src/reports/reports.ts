import { csvColumns, pickColumns, sendCsv } from '../resources/csv';
import { exportTimeZone } from '../resources/csv-time';
import { callerOf } from '../plugins/auth';
import type { ApiInstance } from '../plugins/services';
import { centreIntake } from './centre-intake';
import { centreQuality } from './centre-quality';
import { collectionSchedule } from './collection-schedule';
import { completedPayments } from './completed-payments';
import { driverManagement } from './driver-management';
import { driverTracking } from './driver-tracking';
import { EXTENSION_REPORTS } from './extension';
import { farmersProfile } from './farmers-profile';
import { inventoryCentreDays } from './inventory-centre-days';
import { inventorySummaryRoute } from './inventory-summary';
import { inventoryTrips } from './inventory-trips';
import { inventoryVariance } from './inventory-variance';
import { litresPerDayRoute } from './litres-per-day';
import { milkVolumeByGroup } from './milk-volume-by-group';
import { milkVolumeOverTimeRoute } from './milk-volume-over-time';
import { milkVolumeStoppedFarmers } from './milk-volume-stopped-farmers';
import { pendingPayments } from './pending-payments';
import { pickupManagement } from './pickup-management';
import { QUALITY_REPORTS } from './quality';
import { qualityTestsReport } from './quality-tests';
import { rejectionLogs } from './rejection-logs';
import { reportOptions, reportQuery, type ReportDef, type ReportQueryType } from '../resources/report';
import { routesAndCollectionCenters } from './routes-and-collection-centers';
import { organisationTimeZone } from '../resources/scope';
import { summaryRoute } from './summary';
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
  centreIntake,
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
          return sendCsv(
            reply,
            def.name,
            pickColumns(columns, query.columns),
            batches,
            exportTimeZone(app.maziwa.db, caller, listQuery.org_id),
          );
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
