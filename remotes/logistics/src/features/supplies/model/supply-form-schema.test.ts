import { supplyFormSchema } from './supply-form-schema';
import { newSupplyFormValues, type SupplyFormValues } from './supply-form-values';

const errorsOf = async (values: SupplyFormValues) => {
  try {
    await supplyFormSchema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

const valid: SupplyFormValues = {
  ...newSupplyFormValues(new Date(2026, 10, 20, 10, 0)),
  producerId: 'link-f1',
  producerLabel: 'Jane Wanjiru (MEM-001)',
  items: [{ item: 'Dairy meal 70 kg', quantity: 2 }],
  totalCost: 6400,
};

describe('supplyFormSchema', () => {
  it('accepts a farmer, items, a cost and the defaults', async () => {
    expect(await errorsOf(valid)).toEqual([]);
    expect(
      await errorsOf({ ...valid, totalCost: 0, supplierName: 'Unga Farm Care', supplierPhone: '0709 861 000' }),
    ).toEqual([]);
  });

  it('requires a farmer, at least one item, and each item named with a quantity above 0', async () => {
    expect(await errorsOf({ ...valid, producerId: '', items: [] })).toEqual([
      'Choose a producer from the search results',
      'Add at least one item',
    ]);
    expect(
      (
        await errorsOf({
          ...valid,
          items: [
            { item: ' ', quantity: 0 },
            { item: 'Hay', quantity: '' },
          ],
        })
      ).sort(),
    ).toEqual(['Item is required', 'Quantity is required', 'Quantity must be more than 0']);
  });

  it('refuses a negative cost, a missing timestamp and a bad supplier phone', async () => {
    expect(await errorsOf({ ...valid, totalCost: -1, timestamp: null, supplierPhone: '12' })).toEqual([
      'Total Cost cannot be negative',
      'Timestamp is required',
      'Enter a valid phone number, e.g. +254712345678 or 0712345678',
    ]);
  });
});
