import { paymentMethodText } from './payment-methods';

describe('paymentMethodText', () => {
  it('shows underscores as spaces', () => {
    expect(paymentMethodText('bank_transfer')).toBe('bank transfer');
    expect(paymentMethodText('cash')).toBe('cash');
    expect(paymentMethodText(null)).toBe('N/A');
  });
});
