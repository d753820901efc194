import { newPayRunSchema } from './new-pay-run-schema';

describe('newPayRunSchema', () => {
  it('takes a period kind and a month', async () => {
    await expect(newPayRunSchema.validate({ kind: 'first_half', month: '2026-03' })).resolves.toBeTruthy();
  });

  it('asks for both', async () => {
    await expect(newPayRunSchema.validate({ kind: '', month: '2026-03' })).rejects.toThrow('Period is required');
    await expect(newPayRunSchema.validate({ kind: 'month', month: '' })).rejects.toThrow('Month is required');
    await expect(newPayRunSchema.validate({ kind: 'month', month: '2026-13' })).rejects.toThrow('Month is required');
  });
});
