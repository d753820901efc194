import { ValidationError } from 'yup';
import { farmerCsvSchema, type FarmerCsvValues } from './farmer-csv-schema';

const valid: FarmerCsvValues = {
  full_name: 'Jane Wanjiru',
  phone: '0712 345 678',
  email: 'jane@maziwa.test',
  member_number: 'MEM-010',
};

async function errorsOf(values: Partial<FarmerCsvValues>): Promise<string[]> {
  try {
    await farmerCsvSchema.validate({ ...valid, ...values }, { abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.errors;
  }
}

describe('farmerCsvSchema', () => {
  it('accepts a complete farmer', async () => {
    expect(await errorsOf({})).toEqual([]);
    expect(await errorsOf({ phone: '+254712345678' })).toEqual([]);
  });

  it('names every missing column', async () => {
    expect(await errorsOf({ full_name: ' ', phone: '', email: '', member_number: '' })).toEqual([
      'full_name is required',
      'phone is required',
      'email is required',
      'member_number is required',
    ]);
  });

  it('wants a first and last name, a phone number and an email address', async () => {
    expect(await errorsOf({ full_name: 'Jane', phone: '12345', email: 'jane@' })).toEqual([
      'full_name needs the first and last name',
      'phone must be a Kenyan mobile number, e.g. 0712345678 or +254712345678',
      'email must be a valid email address',
    ]);
  });

  it('keeps the member number within what the API stores', async () => {
    expect(await errorsOf({ member_number: 'M'.repeat(51) })).toEqual(['member_number must be at most 50 characters']);
  });
});
