import { clerkUser, demoUser, driverUser, qaUser } from '../testing/fake-session';
import { landingPath } from './landing';
import { redirectTarget } from './redirect-target';
import { registerFakeManifest } from '../testing/fake-remotes';

// Where a person lands depends on the pages the remotes declare.
beforeAll(registerFakeManifest);

describe('redirectTarget', () => {
  it('returns the page the visitor came from, with query and hash', () => {
    expect(
      redirectTarget({ from: { pathname: '/payroll/pending-payments', search: '?a=1', hash: '#x' } }, demoUser),
    ).toBe('/payroll/pending-payments?a=1#x');
  });

  it('falls back to where the person starts without a usable page', () => {
    expect(redirectTarget(null, demoUser)).toBe('/dashboard');
    expect(redirectTarget({}, demoUser)).toBe('/dashboard');
    expect(redirectTarget({ from: { pathname: '/login' } }, demoUser)).toBe('/dashboard');
    expect(redirectTarget({ from: { pathname: '//evil.example' } }, demoUser)).toBe('/dashboard');
    expect(redirectTarget({ from: { pathname: 'relative' } }, demoUser)).toBe('/dashboard');
    expect(redirectTarget({ from: { pathname: '/' } }, qaUser)).toBe('/milk-collections/intake');
  });
});

describe('landingPath', () => {
  it('is the dashboard for those who may read it', () => {
    expect(landingPath(demoUser)).toBe('/dashboard');
    expect(landingPath(clerkUser)).toBe('/dashboard');
  });

  it('is Intake for a QA/Collector, who records deliveries and reads no reports', () => {
    expect(landingPath(qaUser)).toBe('/milk-collections/intake');
  });

  it('is /unauthorized for an account without console access, and Settings when no page is readable', () => {
    expect(landingPath(driverUser)).toBe('/unauthorized');
    expect(landingPath(null)).toBe('/unauthorized');
    expect(landingPath({ ...demoUser, permissions: ['organizations:update'] })).toBe('/settings');
  });
});
