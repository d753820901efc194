import { ValidationError } from 'yup';
import { farmerFormSchema } from './farmer-form-schema';
import { emptyFarmerFormValues, type FarmerFormValues } from './farmer-form-values';

const valid: FarmerFormValues = {
  ...emptyFarmerFormValues,
  fullName: 'Grace Atieno',
  dateOfBirth: '1985-03-02',
  gender: 'female',
  phoneNumber: '0711000111',
  emailAddress: 'grace@maziwa.test',
  employeeId: 'MEM-050',
};

async function errorsOf(values: Partial<FarmerFormValues>): Promise<Record<string, string>> {
  try {
    await farmerFormSchema.validate({ ...valid, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path, inner.message]));
  }
}

describe('farmerFormSchema', () => {
  it('needs the person, Member ID and status; route, centre, joining day and notes are optional', async () => {
    expect(await errorsOf({})).toEqual({});
    expect(await errorsOf({ employeeId: ' ', status: '' })).toEqual({
      employeeId: 'Member ID is required',
      status: 'Status is required',
    });
  });

  it('refuses a joining day in the future or that does not exist', async () => {
    const nextYear = `${new Date().getFullYear() + 1}-01-01`;
    expect(await errorsOf({ dateOfHire: nextYear })).toEqual({ dateOfHire: 'Date of Joining cannot be in the future' });
    expect(await errorsOf({ dateOfHire: '2025-02-30' })).toEqual({
      dateOfHire: 'Date of Joining must be a valid date',
    });
  });

  it('takes a farmer of any age, but not one born in the future', async () => {
    expect(await errorsOf({ dateOfBirth: `${new Date().getFullYear() - 16}-01-01` })).toEqual({});
    expect(await errorsOf({ dateOfBirth: `${new Date().getFullYear() + 1}-01-01` })).toEqual({
      dateOfBirth: 'Date of Birth cannot be in the future',
    });
  });

  it('takes a Kenyan mobile number as people write it and says which forms it wants otherwise', async () => {
    for (const phone of ['0712 345 678', '+254712345678', '254712345678', '0110-123-456']) {
      expect(await errorsOf({ phoneNumber: phone })).toEqual({});
    }
    const wanted = { phoneNumber: 'Enter a Kenyan mobile number, e.g. 0712 345 678 or +254712345678' };
    expect(await errorsOf({ phoneNumber: '12345' })).toEqual(wanted);
    expect(await errorsOf({ phoneNumber: '+44 20 7946 0958' })).toEqual(wanted);
    expect(await errorsOf({ phoneNumber: '' })).toEqual({ phoneNumber: 'Phone Number is required' });
  });

  it('wants English or Kiswahili for the SMS', async () => {
    expect(await errorsOf({ smsLanguage: 'sw', deliverySmsOptOut: true })).toEqual({});
    expect(await errorsOf({ smsLanguage: 'fr' as 'en' })).toEqual({ smsLanguage: 'Choose English or Kiswahili' });
  });
});
