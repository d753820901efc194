import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../plugins/auth';
import { DriverReportRow, driverManagement } from '../reports/driver-management';
import type { ListableDef } from '../resources/types';
import { errorResponses, ListQuery, Page } from '../schemas/common';

/** Reports take `organization_id` (spec 7) where lists take `org_id`; the rest is alike. */
const ReportQuery = Type.Composite([
  Type.Object({
    organization_id: Type.Optional(Type.String({ format: 'uuid', description: 'One of your organisations; default: all.' })),
  }),
  Type.Omit(ListQuery, ['populate']),
]);
type ReportQueryType = Static<typeof ReportQuery>;

const REPORTS: Array<{ def: ListableDef; row: typeof DriverReportRow; summary: string }> = [
  { def: driverManagement, row: DriverReportRow, summary: 'Drivers: name, driver id, contact, status' },
];

export async function reportRoutes(app: FastifyInstance): Promise<void> {
  const { store } = app.maziwa;
  for (const { def, row, summary } of REPORTS) {
    store.add(def);
    app.get(
      `/reports/${def.name}`,
      {
        schema: {
          tags: ['Reports'],
          summary,
          querystring: ReportQuery,
          response: { 200: Page(row, `Page of ${row.title}`), ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        const { organization_id, ...query } = request.query as ReportQueryType;
        return store.list(def, callerOf(request), { ...query, org_id: organization_id ?? query.org_id });
      },
    );
  }
}
