import { memberByNumber, personByName } from './search-sets';
import { personName } from './sql';
import type { FieldDef } from './types';

// A record names a farmer, officer or agent by its role link (user_roles.id): the list shows
// the person's name and member number, read per row through the link's primary key, and `q`
// finds them through the name and number indexes (search-sets) rather than these subqueries.

/** SQL: the name of the holder of the role link in `column`. */
export const linkHolderName = (column: string) =>
  `(SELECT ${personName('u')} FROM user_roles ur JOIN users u ON u.id = ur.user_id WHERE ur.id = ${column})`;

/** SQL: the member number of the role link in `column`. */
export const linkMemberId = (column: string) => `(SELECT ur.member_id FROM user_roles ur WHERE ur.id = ${column})`;

/** The farmer_name and member_id fields of the farmer (Producer link) in `column`: sortable, searchable. */
export const farmerFields = (column = 't.producer_id') =>
  ({
    farmer_name: { sql: linkHolderName(column), type: 'text', sort: true, search: personByName(column) },
    member_id: { sql: linkMemberId(column), type: 'text', sort: true, search: memberByNumber(column) },
  }) satisfies Record<string, FieldDef>;

/** Select list: farmer_name and member_id of the farmer in `column`. */
export const farmerColumns = (column = 't.producer_id') =>
  `${linkHolderName(column)} AS farmer_name, ${linkMemberId(column)} AS member_id`;
