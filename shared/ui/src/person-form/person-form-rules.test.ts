import * as yup from 'yup';
import { personRules } from './person-form-rules';
import { emptyPersonFormValues, MAX_FILE_BYTES, type PersonFormValues } from './person-form-values';

const valid: PersonFormValues = {
  ...emptyPersonFormValues,
  fullName: 'Grace Akinyi',
  dateOfBirth: '1985-03-02',
  gender: 'female',
  phoneNumber: '0712 345-678',
  emailAddress: 'grace@maziwa.test',
};

async function errorsOf(schema: yup.AnyObjectSchema, values: PersonFormValues): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries((error as yup.ValidationError).inner.map((e) => [e.path, e.message]));
  }
}

const farmer = yup.object(personRules({ role: 'Farmer' }));
const driver = yup.object(personRules({ role: 'Driver', minimumAge: 18 }));

describe('personRules', () => {
  it('accepts a complete person, the address and photo being optional', async () => {
    expect(await errorsOf(farmer, valid)).toEqual({});
  });

  it('names every required field', async () => {
    expect(await errorsOf(farmer, emptyPersonFormValues)).toEqual({
      fullName: 'Full Name is required',
      dateOfBirth: 'Date of Birth is required',
      gender: 'Gender is required',
      phoneNumber: 'Phone Number is required',
      emailAddress: 'Email Address is required',
    });
  });

  it('wants two names, a phone number as people write it, an e-mail address', async () => {
    expect(
      await errorsOf(farmer, { ...valid, fullName: 'Grace', phoneNumber: '12345', emailAddress: 'grace@' }),
    ).toEqual({
      fullName: 'Enter the first and last name',
      phoneNumber: 'Enter a valid phone number, e.g. +254712345678 or 0712345678',
      emailAddress: 'Enter a valid email address',
    });
    expect(await errorsOf(farmer, { ...valid, phoneNumber: '+254 712 345 678' })).toEqual({});
  });

  it('refuses a birth day in the future, before 1900, or too young for the role', async () => {
    const nextYear = `${new Date().getFullYear() + 1}-01-01`;
    expect((await errorsOf(farmer, { ...valid, dateOfBirth: nextYear })).dateOfBirth).toBe(
      'Date of Birth cannot be in the future',
    );
    expect((await errorsOf(farmer, { ...valid, dateOfBirth: '1899-12-31' })).dateOfBirth).toBe(
      'Date of Birth must be after 1900',
    );
    expect((await errorsOf(farmer, { ...valid, dateOfBirth: '2026-02-30' })).dateOfBirth).toBe(
      'Date of Birth must be a valid date',
    );
    const tenYearsAgo = `${new Date().getFullYear() - 10}-01-01`;
    expect((await errorsOf(driver, { ...valid, dateOfBirth: tenYearsAgo })).dateOfBirth).toBe(
      'Driver must be at least 18 years old',
    );
  });

  it('takes a JPEG or PNG photo of at most 5 MB', async () => {
    const pdf = new File(['%PDF'], 'me.pdf', { type: 'application/pdf' });
    expect((await errorsOf(farmer, { ...valid, photo: pdf })).photo).toBe('Photo must be a JPEG or PNG image');
    const huge = new File([new Uint8Array(MAX_FILE_BYTES + 1)], 'me.png', { type: 'image/png' });
    expect((await errorsOf(farmer, { ...valid, photo: huge })).photo).toBe('Photo must be at most 5 MB');
  });
});
