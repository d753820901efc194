import { Type } from '@sinclair/typebox';
import { Nullable, num, Uuid } from '../schemas/common';
import { personName } from '../resources/sql';
import type { ReportDef } from '../resources/report';
import { weighted } from './pickup-state';

export const CollectionCentreReportRow = Type.Object(
  {
    id: Uuid({ description: 'The collection centre (location).' }),
    route_name: Type.String({ description: "The centre's name (spec 3 calls it route_name)." }),
    address: Type.String(),
    scc: Nullable(Type.Integer(), { description: 'Litre-weighted mean SCC of the accepted deliveries of the period.' }),
    location: Type.Object({ latitude: Type.Number(), longitude: Type.Number() }),
    contact_person: Nullable(Type.String(), { description: 'Whom to call at the centre.' }),
    phone: Nullable(Type.String(), { description: "The contact's number." }),
    qa_agents: Type.Array(Type.String(), { description: 'Names of the QA/Collector links assigned to the centre.' }),
    farmers: Type.Integer({ description: 'Producer links assigned to the centre.' }),
  },
  { title: 'CollectionCentreReportRow' },
);

const linksAt = (role: string, people = '') => `FROM user_roles ur
   JOIN roles r ON r.id = ur.role_id AND r.name = '${role}' ${people}
   WHERE ur.location_ids @> ARRAY[t.id] AND ur.organization_id = t.organization_id`;
// Counting needs no names: every link has its user (NOT NULL foreign key).
const FARMERS = `(SELECT count(*)::int ${linksAt('Producer')})`;

/** One row per collection centre (docs/screens.md#collection-centers-and-qa-agents). */
export const routesAndCollectionCenters: ReportDef = {
  name: 'routes-and-collection-centers',
  permission: 'locations:read',
  label: 'Collection centre',
  summary: 'Collection centres: name, address, SCC of the period, coordinates, contact, QA agents, farmers',
  description: 'One row per location of type collection_center; scc covers from..to (default the last 30 days).',
  row: CollectionCentreReportRow,
  table: 'locations',
  source: (
    period,
  ) => `(SELECT l.id, l.organization_id, l.name AS route_name, l.address, l.latitude, l.longitude, l.contact_person, l.phone,
        (SELECT round(${weighted('scc')})::int FROM collection_days c
          WHERE c.location_id = l.id AND c.day BETWEEN ${period.from()} AND ${period.to()}) AS scc
   FROM locations l WHERE l.type = 'collection_center')`,
  select: () => `t.id, t.route_name, t.address, t.scc, t.latitude, t.longitude, t.contact_person, t.phone,
    ARRAY(SELECT ${personName('u')} ${linksAt('QA/Collector', 'JOIN users u ON u.id = ur.user_id')} ORDER BY 1) AS qa_agents,
    ${FARMERS} AS farmers`,
  fields: {
    route_name: { sql: 't.route_name', type: 'text', filter: true, sort: true, search: true },
    address: { sql: 't.address', type: 'text', filter: true, sort: true, search: true },
    scc: { sql: 't.scc', type: 'number', sort: true },
    farmers: { sql: FARMERS, type: 'number', sort: true },
  },
  defaultSort: 'route_name',
  scope: (orgs) => `t.organization_id = ANY(${orgs})`,
  orgColumn: 't.organization_id',
  centreColumn: 't.id',
  toJson: (row) => ({
    id: row.id,
    route_name: row.route_name,
    address: row.address,
    scc: num(row.scc),
    location: { latitude: Number(row.latitude), longitude: Number(row.longitude) },
    contact_person: row.contact_person ?? null,
    phone: row.phone ?? null,
    qa_agents: row.qa_agents ?? [],
    farmers: Number(row.farmers),
  }),
};
