import { HttpError } from '../http/errors';
import { filterConditions, orderBy, populateNames } from './list-query';
import { SqlParams } from './sql';
import type { FieldDef } from './types';

const fields: Record<string, FieldDef> = {
  name: { sql: 't.name', type: 'text', filter: true, sort: true, search: true },
  address: { sql: 't.address', type: 'text', search: true },
  route_id: { sql: 't.route_id', type: 'uuid', filter: true },
  location_ids: { sql: 't.location_ids', type: 'uuid[]', filter: true },
  is_active: { sql: 't.is_active', type: 'boolean', filter: true, sort: true },
};
const ID = '5f0c3c9e-6f35-4c4e-9f7f-1a2b3c4d5e6f';

function problem(fn: () => unknown): { status: number; fields?: Record<string, string> } {
  try {
    fn();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, fields: error.fields };
    throw error;
  }
  throw new Error('expected an error');
}

describe('filterConditions', () => {
  it('turns name:value pairs into parameterised conditions; a repeated field means either', () => {
    const params = new SqlParams();
    const sql = filterConditions(
      `name:QA/Collector, name:Driver,route_id:${ID},location_ids:${ID},is_active:true`,
      fields,
      params,
    );
    expect(sql).toEqual([
      'lower(t.name) = ANY($1::text[])',
      't.route_id = ANY($2::uuid[])',
      't.location_ids && $3::uuid[]',
      't.is_active = ANY($4::boolean[])',
    ]);
    expect(params.values).toEqual([['qa/collector', 'driver'], [ID], [ID], [true]]);
  });

  it('keeps colons after the first inside the value', () => {
    const params = new SqlParams();
    filterConditions('name:05:30', fields, params);
    expect(params.values).toEqual([['05:30']]);
  });

  it('accepts an empty filter', () => {
    expect(filterConditions('', fields, new SqlParams())).toEqual([]);
    expect(filterConditions(undefined, fields, new SqlParams())).toEqual([]);
  });

  it('names unknown fields and bad values', () => {
    expect(problem(() => filterConditions('colour:red', fields, new SqlParams()))).toEqual({
      status: 400,
      fields: { filter: 'field "colour" is not filterable (use one of: name, route_id, location_ids, is_active)' },
    });
    expect(problem(() => filterConditions('address:x', fields, new SqlParams())).status).toBe(400);
    expect(problem(() => filterConditions('route_id:42', fields, new SqlParams())).fields?.filter).toMatch(
      /route_id must be a valid uuid/,
    );
    expect(problem(() => filterConditions('is_active:yes', fields, new SqlParams())).fields?.filter).toMatch(
      /true or false/,
    );
    expect(problem(() => filterConditions('name', fields, new SqlParams())).fields?.filter).toMatch(/name:value/);
  });
});

describe('orderBy', () => {
  it('sorts ascending, descending with -, text without case, then by id', () => {
    expect(orderBy('-is_active,name', fields)).toBe('t.is_active DESC NULLS LAST, lower(t.name) ASC, t.id');
  });
  it('breaks ties by id in the direction of the last term', () => {
    expect(orderBy('name,-is_active', fields)).toBe('lower(t.name) ASC, t.is_active DESC NULLS LAST, t.id DESC');
  });
  it('reverses every term exactly, nulls included, for reading from the far end', () => {
    expect(orderBy('-is_active,name', fields, true)).toBe('t.is_active ASC NULLS FIRST, lower(t.name) DESC, t.id DESC');
  });
  it('refuses fields that are not sortable', () => {
    expect(problem(() => orderBy('address', fields)).fields).toEqual({
      sort: 'field "address" is not sortable (use one of: name, is_active)',
    });
  });
});

describe('populateNames', () => {
  it('accepts known relations once each and names unknown ones', () => {
    expect(populateNames('user, role,user', { user: {}, role: {} })).toEqual(['user', 'role']);
    expect(problem(() => populateNames('friends', { user: {} })).fields).toEqual({
      populate: 'relation "friends" is unknown (use one of: user)',
    });
  });
});
