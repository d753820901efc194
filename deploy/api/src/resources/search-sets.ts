import { REJECTION_REASON_CODES, reasonLabelSql } from '../domain/rejection-reasons';
import { personName } from './sql';
import type { SearchThrough } from './types';

// What `q` matches when a list shows a name but stores an id (FieldDef.search). Each set is
// found through a trigram index on the name (migration 009); `pattern` is the ILIKE pattern.

/** Users whose display name matches. */
const usersNamed = (pattern: string) => `SELECT u.id FROM users u WHERE ${personName('u')} ILIKE ${pattern}`;

/** Role links (farmer, QA agent, driver...) held by people whose name matches. */
const peopleNamed = (pattern: string) =>
  `SELECT ur.id FROM user_roles ur WHERE ur.user_id = ANY(ARRAY(${usersNamed(pattern)}))`;

/** Role links whose member number matches. */
const membersNumbered = (pattern: string) => `SELECT ur.id FROM user_roles ur WHERE ur.member_id ILIKE ${pattern}`;

/** The person named, by users.id. */
export const userByName = (column: string): SearchThrough => ({ column, ids: usersNamed });

/** The holder of a role link named, by user_roles.id (a payment's farmer, a test's QA agent). */
export const personByName = (column: string): SearchThrough => ({ column, ids: peopleNamed });

/** The role link's member number, by user_roles.id. */
export const memberByNumber = (column: string): SearchThrough => ({ column, ids: membersNumbered });

/** A collection centre by its name, by locations.id. */
export const centreByName = (column: string): SearchThrough => ({
  column,
  ids: (pattern) => `SELECT l.id FROM locations l WHERE l.name ILIKE ${pattern}`,
});

/** A route by its name, by routes.id. */
export const routeByName = (column: string): SearchThrough => ({
  column,
  ids: (pattern) => `SELECT r.id FROM routes r WHERE r.name ILIKE ${pattern}`,
});

/** Trips whose crew (user_roles_ids) holds a driver of that name. */
export const crewDriverByName = (column: string): SearchThrough => ({
  column,
  list: true,
  ids: (pattern) => `SELECT ur.id FROM user_roles ur
    WHERE ur.user_id = ANY(ARRAY(${usersNamed(pattern)}))
      AND ur.role_id IN (SELECT r.id FROM roles r WHERE r.name = 'Driver')`,
});

/** A rejection reason by its label ("High SCC"), by its code. */
export const reasonByLabel = (column: string): SearchThrough => ({
  column,
  idType: 'text',
  ids: (pattern) =>
    `SELECT code FROM unnest(ARRAY[${REJECTION_REASON_CODES.map((code) => `'${code}'`).join(', ')}]) AS code
      WHERE ${reasonLabelSql('code')} ILIKE ${pattern}`,
});
