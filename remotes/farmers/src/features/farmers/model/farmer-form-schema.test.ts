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
});
