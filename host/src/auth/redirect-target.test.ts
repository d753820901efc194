import { redirectTarget } from './redirect-target';

describe('redirectTarget', () => {
  it('returns the page the visitor came from, with query and hash', () => {
    expect(redirectTarget({ from: { pathname: '/payroll/pending-payments', search: '?a=1', hash: '#x' } })).toBe(
      '/payroll/pending-payments?a=1#x',
    );
  });

  it('falls back to the dashboard without a usable page', () => {
    expect(redirectTarget(null)).toBe('/dashboard');
    expect(redirectTarget({})).toBe('/dashboard');
    expect(redirectTarget({ from: { pathname: '/login' } })).toBe('/dashboard');
    expect(redirectTarget({ from: { pathname: '//evil.example' } })).toBe('/dashboard');
    expect(redirectTarget({ from: { pathname: 'relative' } })).toBe('/dashboard');
  });
});
