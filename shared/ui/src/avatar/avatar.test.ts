import { initialsOf } from './avatar';

describe('initialsOf', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Brian Mwangi')).toBe('BM');
    expect(initialsOf('mary wanjiru kamau')).toBe('MK');
    expect(initialsOf('Chebet')).toBe('C');
    expect(initialsOf('  ')).toBe('?');
  });
});
