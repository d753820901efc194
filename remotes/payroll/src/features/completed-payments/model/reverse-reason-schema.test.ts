import { reverseReasonSchema } from './reverse-reason-schema';

describe('reverseReasonSchema', () => {
  it('wants a reason of at most 500 characters', async () => {
    await expect(reverseReasonSchema.validate({ reason: 'Paid to the wrong M-Pesa number' })).resolves.toBeTruthy();
    await expect(reverseReasonSchema.validate({ reason: '   ' })).rejects.toThrow('Reason is required');
    await expect(reverseReasonSchema.validate({ reason: 'x'.repeat(501) })).rejects.toThrow(
      'Reason must be at most 500 characters',
    );
  });
});
