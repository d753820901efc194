import { issueFormSchema, productFormSchema, receiptFormSchema } from './feed-form-schemas';
import { emptyIssue } from './issue-form-values';
import { emptyProduct } from './product-form-values';
import { emptyReceipt } from './receipt-form-values';

const errorsOf = async (schema: { validate(v: unknown, o: object): Promise<unknown> }, values: object) => {
  try {
    await schema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return [...(error as { errors: string[] }).errors].sort();
  }
};

describe('the Feed Management forms', () => {
  it('need a product name, category, unit and price to the cent', async () => {
    expect(await errorsOf(productFormSchema, emptyProduct)).toEqual([
      'Category is required',
      'Name is required',
      'Unit Price is required',
      'Unit is required',
    ]);
    const meal = { ...emptyProduct, name: 'Dairy meal 70 kg', category: 'feed', unit: 'bag', unitPrice: 3200 };
    expect(await errorsOf(productFormSchema, meal)).toEqual([]);
    expect(await errorsOf(productFormSchema, { ...meal, unitPrice: 3200.005, reorderLevel: -1 })).toEqual([
      'Reorder Level cannot be negative',
      'Unit Price must have at most 2 decimals',
    ]);
    expect(await errorsOf(productFormSchema, { ...meal, category: 'drugs' })).toEqual(['Choose a category']);
  });

  it('need a receipt’s product, quantity above 0, cost and supplier', async () => {
    expect(await errorsOf(receiptFormSchema, emptyReceipt('2026-03-02'))).toEqual([
      'Product is required',
      'Quantity is required',
      'Supplier is required',
      'Unit Cost is required',
    ]);
    const receipt = {
      ...emptyReceipt('2026-03-02', 'product-1'),
      quantity: 0,
      unitCost: 340,
      supplierName: 'Elgon Kenya',
    };
    expect(await errorsOf(receiptFormSchema, receipt)).toEqual(['Quantity must be more than 0']);
  });

  it('need an issue’s farmer chosen from the search, product and quantity', async () => {
    expect(await errorsOf(issueFormSchema, emptyIssue())).toEqual([
      'Choose a producer from the search results',
      'Product is required',
      'Quantity is required',
    ]);
    expect(
      await errorsOf(issueFormSchema, { ...emptyIssue('product-1'), producerId: 'link-1', quantity: 2.5 }),
    ).toEqual([]);
  });
});
