/** A row of the DataTable tests: a farmer and their litres. */
export interface Farmer {
  id: string;
  name: string;
  litres: number;
}

/** `count` farmers F001, F002... whose litres are not in name order, so a sort by litres shows. */
export const farmerRows = (count = 25): Farmer[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `F${String(i + 1).padStart(3, '0')}`,
    name: `Farmer ${String(i + 1).padStart(2, '0')}`,
    litres: ((i * 7) % 25) * 100,
  }));
