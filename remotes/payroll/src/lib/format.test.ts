import { formatDate, formatNumber, paymentMethodText } from './format';

describe('formatDate', () => {
  it('shows a calendar day as MM/dd/yyyy, whatever the time zone', () => {
    expect(formatDate('2026-10-31')).toBe('10/31/2026');
  });

  it('says N/A for nothing or nonsense', () => {
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate('soon')).toBe('N/A');
  });
});

describe('formatNumber', () => {
  it('separates thousands', () => {
    expect(formatNumber(12480.5)).toBe('12,480.5');
    expect(formatNumber(null)).toBe('N/A');
  });
});

describe('paymentMethodText', () => {
  it('shows underscores as spaces', () => {
    expect(paymentMethodText('bank_transfer')).toBe('bank transfer');
    expect(paymentMethodText('cash')).toBe('cash');
    expect(paymentMethodText(null)).toBe('N/A');
  });
});
