import { declarationProblems, pageAt, type ConsolePage } from './remote-module';

const pages: ConsolePage[] = [
  { remote: 'payroll', path: '/payroll/pending-payments', permission: 'payments:read' },
  { remote: 'payroll', path: '/payroll/payslips/:id', permission: 'payments:read' },
  { remote: 'farmers', path: '/farmers/farmers-profiles/:id', permission: 'user_roles:read' },
  { remote: 'farmers', path: '/farmers/farmers-profiles/new', permission: 'user_roles:create' },
];

describe('pageAt', () => {
  it('finds a page by its path, trailing slashes aside, and nothing for unknown paths', () => {
    expect(pageAt(pages, '/payroll/pending-payments')?.remote).toBe('payroll');
    expect(pageAt(pages, '/payroll/pending-payments/')?.permission).toBe('payments:read');
    expect(pageAt(pages, '/nowhere')).toBeUndefined();
  });

  it("serves a record's page by its pattern, one segment for the id", () => {
    expect(pageAt(pages, '/payroll/payslips/7d3f3c1e-2b4a-4c5d-8e9f-0a1b2c3d4e5f')?.path).toBe('/payroll/payslips/:id');
    expect(pageAt(pages, '/payroll/payslips')).toBeUndefined();
    expect(pageAt(pages, '/payroll/payslips/pay-1/more')).toBeUndefined();
  });

  it('prefers an exact path over a pattern that also matches', () => {
    expect(pageAt(pages, '/farmers/farmers-profiles/new')?.permission).toBe('user_roles:create');
    expect(pageAt(pages, '/farmers/farmers-profiles/f-1')?.permission).toBe('user_roles:read');
  });
});

describe('declarationProblems', () => {
  const sound = {
    groups: [{ id: 'payroll', label: 'Payroll', icon: 'payroll', order: 60 }],
    pages: [
      {
        path: '/payroll/pending-payments',
        permission: 'payments:read',
        menu: { label: 'Pending Payments', order: 10, group: 'payroll' },
      },
      { path: '/dashboard', permission: 'reports:read', menu: { label: 'Dashboard', order: 10, icon: 'dashboard' } },
      { path: '/payroll/payslips/:id', permission: 'payments:read' },
    ],
  };

  it('finds none in a sound declaration', () => {
    expect(declarationProblems(sound)).toEqual([]);
    expect(declarationProblems({ pages: [] })).toEqual([]);
  });

  it('names each problem', () => {
    expect(declarationProblems(null)).toEqual(['"pages" must be a list of pages']);
    expect(declarationProblems({ pages: {} })).toEqual(['"pages" must be a list of pages']);
    expect(
      declarationProblems({
        groups: [{ id: 'payroll', label: 'Payroll' }],
        pages: [
          { path: 'payroll', permission: 'payments:read' },
          { path: '/a', permission: 'read everything' },
          { path: '/b', permission: 'payments:read', menu: { label: 'B' } },
          { path: '/c', permission: 'payments:read', menu: { label: 'C', order: 1, group: 'elsewhere' } },
          { path: '/d', permission: 'payments:read' },
          { path: '/d', permission: 'payments:read' },
        ],
      }),
    ).toEqual([
      'groups[0] needs an id, a label, an icon and an order',
      'pages[0] needs a path starting with "/", a permission "resource:action" and a sound menu',
      'pages[1] needs a path starting with "/", a permission "resource:action" and a sound menu',
      'pages[2] needs a path starting with "/", a permission "resource:action" and a sound menu',
      'pages[3]: group "elsewhere" is not declared in "groups"',
      'pages[5]: /d is declared twice',
    ]);
  });
});
