import { changesBetween, withoutSecrets } from './changes';

describe('changesBetween', () => {
  it('keeps only the fields that differ, nested ones by dotted name, lists as one value', () => {
    const before = {
      id: 'a',
      name: 'Kamau',
      contact_info: { phone: '0700', address: 'Limuru' },
      route_ids: ['r1'],
      created_at: 'x',
    };
    const after = {
      id: 'a',
      name: 'Kamau',
      contact_info: { phone: '0711', address: 'Limuru' },
      route_ids: ['r1', 'r2'],
      created_at: 'x',
    };
    expect(changesBetween(before, after)).toEqual({
      'contact_info.phone': { before: '0700', after: '0711' },
      route_ids: { before: ['r1'], after: ['r1', 'r2'] },
    });
  });

  it('lists the fields set on a create and held on a delete, without the bookkeeping ones', () => {
    const row = { id: 'a', organization_id: 'o', created_at: 'x', status: 'pending', note: null };
    expect(changesBetween(undefined, row)).toEqual({ status: { before: null, after: 'pending' } });
    expect(changesBetween(row, undefined)).toEqual({ status: { before: 'pending', after: null } });
  });

  it('never keeps a password, hash, token or secret, at any depth', () => {
    const changes = changesBetween(undefined, {
      password: 'p',
      password_hash: 'h',
      access_token: 't',
      settings: { api_key: 'k', client_secret: 's', colour: 'blue' },
    });
    expect(changes).toEqual({ 'settings.colour': { before: null, after: 'blue' } });
    expect(withoutSecrets({ new_password: { before: null, after: 'x' }, role: { before: 'a', after: 'b' } })).toEqual({
      role: { before: 'a', after: 'b' },
    });
  });
});
