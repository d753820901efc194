import { checkFarmerCsv, FARMER_CSV_TEMPLATE, MAX_FARMERS_PER_FILE } from './farmer-csv';

const HEADER = 'full_name,phone,email,member_number';

describe('checkFarmerCsv', () => {
  it('reads the farmers, trimmed, in any column order', () => {
    expect(
      checkFarmerCsv('member_number,email,full_name,phone\r\n MEM-010 ,jane@maziwa.test,Jane  Wanjiru,0712345678\r\n'),
    ).toEqual({
      fileError: null,
      valid: [
        {
          line: 2,
          values: {
            full_name: 'Jane  Wanjiru',
            phone: '0712345678',
            email: 'jane@maziwa.test',
            member_number: 'MEM-010',
          },
        },
      ],
      invalid: [],
    });
  });

  it('names the mistakes of every line, and the lines repeating an email or member number', () => {
    const check = checkFarmerCsv(
      [
        HEADER,
        'Jane Wanjiru,0712345678,jane@maziwa.test,MEM-010',
        'Ouma,12,ouma@,',
        'Peter Kamau,0722000000,JANE@maziwa.test,MEM-010',
        'Akinyi Odhiambo,+254733000000,akinyi@maziwa.test,MEM-011',
      ].join('\n'),
    );
    expect(check.valid.map((farmer) => farmer.line)).toEqual([2, 5]);
    expect(check.invalid).toEqual([
      {
        line: 3,
        errors: [
          'full_name needs the first and last name',
          'phone must be a Kenyan mobile number, e.g. 0712345678 or +254712345678',
          'email must be a valid email address',
          'member_number is required',
        ],
      },
      { line: 4, errors: ['email is already on line 2', 'member_number is already on line 2'] },
    ]);
  });

  it('refuses a file without the columns, without farmers, or with too many', () => {
    expect(checkFarmerCsv('').fileError).toBe('The file is empty.');
    expect(checkFarmerCsv('name,phone\nJane,1').fileError).toBe(
      'The first line must name the columns full_name, phone, email, member_number (missing: full_name, email, member_number).',
    );
    expect(checkFarmerCsv(`${HEADER}\n`).fileError).toBe('The file has no farmers under its header line.');
    const lines = Array.from(
      { length: MAX_FARMERS_PER_FILE + 1 },
      (_, i) => `Farmer ${i},0712345678,f${i}@maziwa.test,M-${i}`,
    );
    expect(checkFarmerCsv([HEADER, ...lines].join('\n')).fileError).toBe(
      'The file has 1001 farmers; upload at most 1000 at a time.',
    );
  });

  it('reads its own template as a file with no farmers yet', () => {
    expect(FARMER_CSV_TEMPLATE).toBe(`${HEADER}\r\n`);
    expect(checkFarmerCsv(FARMER_CSV_TEMPLATE).fileError).toBe('The file has no farmers under its header line.');
  });
});
