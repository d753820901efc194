import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROLE_PERMISSIONS } from './role-permissions';

// The fixtures must be the API's matrix, or a page test would check a role that does not exist.
// The API keeps its README's table equal to its migration; this keeps the fixtures equal to the table.
function readmeMatrix(): Record<'user' | 'QA/Collector', string[]> {
  const readme = readFileSync(path.join(__dirname, '../../../../deploy/api/README.md'), 'utf8');
  const table = readme.split('<!-- role-matrix:start -->')[1].split('<!-- role-matrix:end -->')[0];
  const matrix = { user: [] as string[], 'QA/Collector': [] as string[] };
  for (const line of table.split('\n').slice(3)) {
    const [resource, clerk, qa] = line
      .split('|')
      .slice(1, 4)
      .map((cell) => cell?.trim() ?? '');
    if (!resource) continue;
    const list = (cell: string) => (cell ? cell.split(',').map((action) => `${resource}:${action.trim()}`) : []);
    matrix.user.push(...list(clerk));
    matrix['QA/Collector'].push(...list(qa));
  }
  return matrix;
}

describe('ROLE_PERMISSIONS', () => {
  it('gives the clerk and QA/Collector what the API README says they hold', () => {
    const matrix = readmeMatrix();
    expect([...ROLE_PERMISSIONS.user].sort()).toEqual(matrix.user.sort());
    expect([...ROLE_PERMISSIONS['QA/Collector']].sort()).toEqual(matrix['QA/Collector'].sort());
  });

  it('gives admin everything the others hold, and Driver and Producer nothing', () => {
    expect(ROLE_PERMISSIONS.admin).toEqual(
      expect.arrayContaining([...ROLE_PERMISSIONS.user, ...ROLE_PERMISSIONS['QA/Collector']]),
    );
    expect(ROLE_PERMISSIONS.admin).toEqual(
      expect.arrayContaining(['payments:process', 'account:top_up', 'audit_events:read']),
    );
    expect(ROLE_PERMISSIONS.Driver).toEqual([]);
    expect(ROLE_PERMISSIONS.Producer).toEqual([]);
  });
});
