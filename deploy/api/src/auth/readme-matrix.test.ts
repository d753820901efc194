import { loadBuiltInRoles } from './built-in-roles';
import { readmeMatrix } from '../testing/readme-matrix';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.drop());

it('documents the built-in role matrix exactly as the database holds it', async () => {
  const { matrix } = await loadBuiltInRoles(database.db);
  expect(readmeMatrix()).toEqual({
    user: [...matrix.get('user')!].sort(),
    'QA/Collector': [...matrix.get('QA/Collector')!].sort(),
  });
  expect(matrix.get('Driver')).toEqual([]);
  expect(matrix.get('Producer')).toEqual([]);
});
