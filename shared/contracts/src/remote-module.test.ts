import { pagePermission, REMOTE_IDS, REMOTE_PATHS, remoteForPath } from './remote-module';

describe('remote route ownership', () => {
  it('gives every path exactly one owner', () => {
    const all = REMOTE_IDS.flatMap((id) => REMOTE_PATHS[id]);
    expect(new Set(all).size).toBe(all.length);
  });

  it('finds the owner of a path and nothing for unknown paths', () => {
    expect(remoteForPath('/logistics-management/driver-management')).toBe('logistics');
    expect(remoteForPath('/dashboard')).toBe('reports');
    expect(remoteForPath('/nowhere')).toBeUndefined();
  });

  it("serves a record's page by its pattern, one segment for the id", () => {
    expect(remoteForPath('/payroll/payslips/7d3f3c1e-2b4a-4c5d-8e9f-0a1b2c3d4e5f')).toBe('payroll');
    expect(pagePermission('/payroll/payslips/pay-1')).toBe('payments:read');
    expect(remoteForPath('/payroll/payslips')).toBeUndefined();
    expect(remoteForPath('/payroll/payslips/pay-1/more')).toBeUndefined();
  });
});

describe('page permissions', () => {
  it('names what reading each page needs, as the API asks it of the page', () => {
    expect(pagePermission('/dashboard')).toBe('reports:read');
    expect(pagePermission('/logistics-management/trips')).toBe('trips:read');
    expect(pagePermission('/payroll/pending-payments')).toBe('payments:read');
    expect(pagePermission('/trip/add')).toBe('trips:create');
    expect(pagePermission('/user-management/activity')).toBe('audit_events:read');
    expect(pagePermission('/nowhere')).toBeUndefined();
  });

  it('declares a resource:action for every page a remote serves', () => {
    for (const id of REMOTE_IDS) {
      for (const path of REMOTE_PATHS[id]) expect(pagePermission(path)).toMatch(/^[a-z_]+:[a-z_]+$/);
    }
  });
});
