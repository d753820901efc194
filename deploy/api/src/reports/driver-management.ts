import { Type } from '@sinclair/typebox';
import { PersonStatusSchema, Uuid } from '../schemas/common';
import type { ReportDef } from '../resources/report';

export const DriverReportRow = Type.Object(
  {
    driver_name: Type.String({ description: 'First and last name.' }),
    driver_id: Type.String({ description: "The link's member id ('' when none)." }),
    contact_information: Type.String({ description: 'Phone, or email when there is no phone.' }),
    status: PersonStatusSchema,
    id: Uuid({ description: 'The user-role link (to edit or delete it).' }),
    user_id: Uuid(),
    organization_id: Uuid(),
  },
  { title: 'DriverReportRow' },
);

/** One row per person holding the role named Driver; newest first. */
export const driverManagement: ReportDef = {
  name: 'driver-management',
  permission: 'user_roles:read',
  label: 'Driver',
  summary: 'Drivers: name, driver id, contact, status',
  description: 'One row per person holding the Driver role; newest first.',
  row: DriverReportRow,
  table: `(SELECT ur.id, ur.organization_id, ur.user_id, ur.status, ur.created_at,
                  trim(u.first_name || ' ' || u.last_name) AS driver_name,
                  coalesce(ur.member_id, '') AS driver_id,
                  coalesce(nullif(trim(u.phone), ''), u.email) AS contact_information
             FROM user_roles ur
             LEFT JOIN users u ON u.id = ur.user_id
            WHERE ur.role_id IN (SELECT r.id FROM roles r WHERE r.name = 'Driver'))`,
  select: () => 't.id, t.organization_id, t.user_id, t.status, t.driver_name, t.driver_id, t.contact_information',
  fields: {
    driver_name: { sql: 't.driver_name', type: 'text', filter: true, sort: true, search: true },
    driver_id: { sql: 't.driver_id', type: 'text', filter: true, sort: true, search: true },
    contact_information: { sql: 't.contact_information', type: 'text', filter: true, sort: true, search: true },
    status: { sql: 't.status', type: 'text', filter: true, sort: true },
    created_at: { sql: 't.created_at', type: 'timestamp', sort: true, notNull: true },
  },
  defaultSort: '-created_at',
  scope: (orgs) => `t.organization_id = ANY(${orgs})`,
  orgColumn: 't.organization_id',
  statuses: { active: `t.status = 'active'`, inactive: `t.status = 'inactive'`, pending: `t.status = 'pending'` },
  statusDescription: "The driver's status.",
  toJson: (row) => ({
    driver_name: row.driver_name,
    driver_id: row.driver_id,
    contact_information: row.contact_information,
    status: row.status,
    id: row.id,
    user_id: row.user_id,
    organization_id: row.organization_id,
  }),
};
