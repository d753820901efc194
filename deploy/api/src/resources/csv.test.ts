import { csvCell, csvColumns, csvLine, pickColumns } from './csv';
import { Type } from '@sinclair/typebox';

const Row = Type.Object({
  farmer_name: Type.String(),
  fatContent: Type.Number(),
  location: Type.Object({ latitude: Type.Number(), longitude: Type.Number() }),
});
const row = { farmer_name: 'Wanjiru Kamau', fatContent: 1475.5, location: { latitude: -1.2, longitude: 36.8 } };
const line = (columns: ReturnType<typeof csvColumns>) =>
  [csvLine(columns.map((c) => c.header)), csvLine(columns.map((c) => c.value(row)))].join('');

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

describe('csvCell: cells a spreadsheet would run as formulas', () => {
  it.each(['=1+1', '+1', '-1+2', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("http://x","y")'])(
    'opens the text %j with an apostrophe',
    (value) => {
      expect(csvCell(value).replace(/^"|"$/g, '').startsWith("'")).toBe(true);
    },
  );

  it('leaves other text, numbers (negative too) and booleans alone', () => {
    expect([csvCell('Githunguri'), csvCell('a=b'), csvCell(-2.5), csvCell(0), csvCell(true), csvCell(null)]).toEqual([
      'Githunguri',
      'a=b',
      '-2.5',
      '0',
      'true',
      '',
    ]);
  });

  it('escapes a text that only looks like a negative number: it is text, as typed', () => {
    expect(csvCell('-2.5')).toBe("'-2.5");
  });

  it('escapes list cells (joined with "; ") by their first item, numbers included', () => {
    expect(csvCell(['=cmd|calc', 'Limuru'])).toBe("'=cmd|calc; Limuru");
    expect(csvCell(['Limuru', '=cmd'])).toBe('Limuru; =cmd');
    expect(csvCell([-1.2, 36.8])).toBe("'-1.2; 36.8");
    expect(csvCell(['@x, y'])).toBe(`"'@x, y"`);
  });

  it('escapes the fields of fixed objects, nested objects as JSON, and titles from columns=', () => {
    const Nested = Type.Object({
      location: Type.Object({ name: Type.String(), latitude: Type.Number() }),
      extra: Type.Unknown(),
    });
    const columns = pickColumns(csvColumns(Nested), 'location.name:=Title');
    const cells = { location: { name: '+254 700', latitude: -1.2 }, extra: { a: '=1' } };
    expect(csvLine(columns.map((c) => c.header))).toBe("'=Title,location.latitude,extra\r\n");
    expect(csvLine(columns.map((c) => c.value(cells)))).toBe(`'+254 700,-1.2,"{""a"":""=1""}"\r\n`);
  });
});
