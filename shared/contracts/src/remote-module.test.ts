import { REMOTE_IDS, REMOTE_PATHS, remoteForPath } from './remote-module';

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
});
