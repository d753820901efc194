import { capitalise, itemsText, supplyStatusTone } from './supply-text';

describe('supply text', () => {
  it('lists items with their quantities', () => {
    expect(
      itemsText([
        { item: 'Dairy meal 70 kg', quantity: 2 },
        { item: 'Mineral lick', quantity: 1 },
      ]),
    ).toBe('Dairy meal 70 kg × 2, Mineral lick × 1');
    expect(itemsText([])).toBe('N/A');
  });

  it('writes free text with a capital and spaces', () => {
    expect(capitalise('seeds')).toBe('Seeds');
    expect(capitalise('animal_health')).toBe('Animal health');
  });

  it('colours the known statuses only', () => {
    expect(supplyStatusTone('Delivered')).toBe('success');
    expect(supplyStatusTone('on hold')).toBe('neutral');
  });
});
