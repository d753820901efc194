import { csvColumns, csvLine, pickColumns } from './csv';
import { Type } from '@sinclair/typebox';

const Row = Type.Object({
  farmer_name: Type.String(),
  fatContent: Type.Number(),
  location: Type.Object({ latitude: Type.Number(), longitude: Type.Number() }),
});
const row = { farmer_name: 'Wanjiru Kamau', fatContent: 1475.5, location: { latitude: -1.2, longitude: 36.8 } };
const line = (columns: ReturnType<typeof csvColumns>) => [csvLine(columns.map((c) => c.header)), csvLine(columns.map((c) => c.value(row)))].join('');

describe('pickColumns', () => {
  const columns = csvColumns(Row);

  it('exports every field under its name when no columns are asked for', () => {
    expect(line(pickColumns(columns, undefined))).toBe(
      'farmer_name,fatContent,location.latitude,location.longitude\r\nWanjiru Kamau,1475.5,-1.2,36.8\r\n',
    );
  });

  it("puts the asked columns first, in their order with the screen's titles, then the other fields by name", () => {
    expect(line(pickColumns(columns, 'fatContent:Total Amount Due, farmer_name:Farmer Name,location.longitude'))).toBe(
      'Total Amount Due,Farmer Name,location.longitude,location.latitude\r\n1475.5,Wanjiru Kamau,36.8,-1.2\r\n',
    );
  });

  it('skips fields the export lacks and a field asked twice', () => {
    expect(line(pickColumns(columns, 'colour:Colour,farmer_name:Farmer Name,farmer_name:Again'))).toBe(
      'Farmer Name,fatContent,location.latitude,location.longitude\r\nWanjiru Kamau,1475.5,-1.2,36.8\r\n',
    );
    expect(line(pickColumns(columns, 'colour:Colour'))).toBe(line(columns));
  });
});
