import { formatKsh } from './format-ksh';

describe('formatKsh', () => {
  it('adds thousands separators and the Ksh label', () => {
    expect(formatKsh(51200)).toBe('Ksh 51,200');
    expect(formatKsh(1234567.5)).toBe('Ksh 1,234,567.5');
  });

  it('takes the KSh spelling and fixed decimals', () => {
    expect(formatKsh(450, { label: 'KSh', decimals: 4 })).toBe('KSh 450.0000');
  });
});
