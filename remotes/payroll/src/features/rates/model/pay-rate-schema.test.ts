import { payRateSchema, type PayRateFormValues } from './pay-rate-schema';

const values = (extra: Partial<PayRateFormValues> = {}): PayRateFormValues => ({
  kind: 'farmer',
  producer_id: 'link-1',
  producer_label: 'Akinyi Otieno (F-001)',
  route_id: '',
  rate_per_litre: 52.5,
  effective_from: '2026-11-01',
  effective_to: '',
  notes: '',
  ...extra,
});
const problems = async (extra: Partial<PayRateFormValues>) =>
  payRateSchema.validate(values(extra), { abortEarly: false }).then(
    () => [],
    (error: { errors: string[] }) => error.errors,
  );

describe('payRateSchema', () => {
  it('takes a farmer rate, a special rate with its period and a route rate', async () => {
    expect(await problems({})).toEqual([]);
    expect(await problems({ kind: 'farmer_special', effective_to: '2026-11-15' })).toEqual([]);
    expect(await problems({ kind: 'route', producer_id: '', route_id: 'route-1' })).toEqual([]);
  });

  it('says what is missing or wrong', async () => {
    expect(await problems({ producer_id: '' })).toEqual(['Farmer is required']);
    expect(await problems({ kind: 'route', producer_id: '' })).toEqual(['Route is required']);
    expect(await problems({ rate_per_litre: '' })).toEqual(['Rate is required']);
    expect(await problems({ rate_per_litre: 0 })).toEqual(['Rate must be more than 0']);
    expect(await problems({ rate_per_litre: 1000 })).toEqual(['Rate must be less than 1000']);
    expect(await problems({ rate_per_litre: 50.125 })).toEqual(['Rate must have at most 2 decimals']);
    expect(await problems({ effective_from: '' })).toEqual(['Effective From is required']);
    expect(await problems({ kind: 'farmer_special' })).toEqual(['Effective To is required for a special rate']);
    expect(await problems({ kind: 'farmer_special', effective_to: '2026-10-31' })).toEqual([
      'Effective To must not be before Effective From',
    ]);
    expect(await problems({ notes: 'x'.repeat(501) })).toEqual(['Notes must be at most 500 characters']);
  });
});
