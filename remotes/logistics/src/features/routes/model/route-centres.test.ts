import { addCentre, removeCentre } from './route-centres';

describe('addCentre', () => {
  it('puts the centre last: the visiting order is the order chosen', () => {
    expect(addCentre(['loc-b'], 'loc-a')).toEqual({ value: ['loc-b', 'loc-a'] });
  });

  it('never adds the same centre twice', () => {
    expect(addCentre(['loc-a', 'loc-b'], 'loc-a')).toEqual({ error: 'This collection centre is already on the route' });
  });

  it('asks for a centre', () => {
    expect(addCentre([], '')).toEqual({ error: 'Choose a collection centre' });
  });
});

describe('removeCentre', () => {
  it('keeps the others in their order', () => {
    expect(removeCentre(['loc-a', 'loc-b', 'loc-c'], 'loc-b')).toEqual(['loc-a', 'loc-c']);
  });
});
