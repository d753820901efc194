import { csvCell, parseCsv } from './csv';

describe('parseCsv', () => {
  it('splits lines and cells, numbering the lines', () => {
    expect(parseCsv('a,b\n1,2\n')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1', '2'] },
    ]);
  });

  it('reads quoted cells with commas, quotes and line breaks, and keeps counting lines', () => {
    expect(parseCsv('name,note\r\n"Wanjiru, Jane","said ""hi""\nthen left"\r\nOuma,x')).toEqual([
      { line: 1, cells: ['name', 'note'] },
      { line: 2, cells: ['Wanjiru, Jane', 'said "hi"\nthen left'] },
      { line: 4, cells: ['Ouma', 'x'] },
    ]);
  });

  it("skips blank lines and Excel's byte order mark", () => {
    expect(parseCsv('\uFEFFa,b\n\n1,2\n\n')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 3, cells: ['1', '2'] },
    ]);
  });

  it('keeps empty cells', () => {
    expect(parseCsv('a,,c\n,,')).toEqual([
      { line: 1, cells: ['a', '', 'c'] },
      { line: 2, cells: ['', '', ''] },
    ]);
  });
});

describe('csvCell', () => {
  it('quotes only what needs it', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, "b"')).toBe('"a, ""b"""');
  });
});
