import { fieldHolding } from '../plugins/request-text';
import { httpErrorFromDatabase } from './pg-errors';

// A bad literal PostgreSQL meets (the schemas let it through) is a 400 naming the field that sent it.
describe('bad literals from the database', () => {
  const request = {
    body: { name: 'Loop', stops: [{ litres: 4294967296 }] },
    query: { org_id: 'not-a-uuid' },
    params: {},
  };
  const fieldOf = (value: string | undefined) => fieldHolding(request, value);

  it.each([
    ['22003', 'value "4294967296" is out of range for type integer', 'stops.0.litres'],
    ['22P02', 'invalid input syntax for type uuid: "not-a-uuid"', 'org_id'],
  ])('%s names the field holding the quoted value', (code, message, field) => {
    const error = httpErrorFromDatabase({ code, message }, 'POST', fieldOf);
    expect(error).toMatchObject({ statusCode: 400, fields: { [field]: 'is out of range or malformed' } });
  });

  it('says what it can when no field holds the value', () => {
    const error = httpErrorFromDatabase({ code: '22003', message: 'numeric field overflow' }, 'POST', fieldOf);
    expect(error).toMatchObject({ statusCode: 400, message: 'A value is out of range or malformed' });
  });
});
