import { ValidationError } from 'yup';
import { driverFormSchema } from './driver-form-schema';
import { emptyDriverFormValues, type DriverFormValues } from './driver-form-values';

// Local 15 May 2026, mid-morning: the date rules count calendar days from here.
const NOW = new Date(2026, 4, 15, 10, 30);

const valid: DriverFormValues = {
  fullName: 'Mary Wanjiru',
  dateOfBirth: '1990-04-12',
  gender: 'female',
  photo: null,
  phoneNumber: '+254712345678',
  emailAddress: 'mary@maziwa.test',
  address: 'Box 12, Limuru',
  licenseNumber: 'DL-778812',
  licenseExpiry: '2030-01-31',
  licenseDocument: null,
  employeeId: 'DRV-104',
  dateOfHire: '2024-02-01',
  status: 'active',
  assignedRoute: 'route-limuru',
  additionalInfo: '',
};

/** Field -> first message, for the values given. */
async function errorsOf(values: Partial<DriverFormValues>): Promise<Record<string, string>> {
  try {
    await driverFormSchema.validate({ ...valid, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner) errors[inner.path ?? ''] ??= inner.message;
    return errors;
  }
}

const file = (name: string, type: string) => new File(['x'], name, { type });

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
});
afterEach(() => jest.useRealTimers());

describe('driverFormSchema', () => {
  it('accepts a complete driver', async () => {
    expect(await errorsOf({})).toEqual({});
    expect(
      await errorsOf({ photo: file('me.png', 'image/png'), licenseDocument: file('dl.pdf', 'application/pdf') }),
    ).toEqual({});
  });

  it('names every required field on an empty form', async () => {
    expect(await errorsOf(emptyDriverFormValues)).toEqual({
      fullName: 'Full Name is required',
      dateOfBirth: 'Date of Birth is required',
      gender: 'Gender is required',
      phoneNumber: 'Phone Number is required',
      emailAddress: 'Email Address is required',
      licenseNumber: 'License Number is required',
      licenseExpiry: 'License Expiry is required',
      employeeId: 'Employee ID is required',
      dateOfHire: 'Date of Hire is required',
      status: 'Status is required',
      assignedRoute: 'Assigned Route is required',
    });
  });

  it('treats blank text as missing', async () => {
    expect(await errorsOf({ fullName: '   ', employeeId: ' ' })).toEqual({
      fullName: 'Full Name is required',
      employeeId: 'Employee ID is required',
    });
  });

  it('wants a first and a last name', async () => {
    expect(await errorsOf({ fullName: 'Mary' })).toEqual({ fullName: 'Enter the first and last name' });
    expect(await errorsOf({ fullName: 'Mary Wanjiru Njoroge' })).toEqual({});
  });

  it('checks the email address', async () => {
    expect(await errorsOf({ emailAddress: 'mary@' })).toEqual({ emailAddress: 'Enter a valid email address' });
  });

  it.each(['+254712345678', '0712345678', '0112 345 678', '+44 20 7946 0958'])(
    'accepts the phone number %s',
    async (phoneNumber) => {
      expect(await errorsOf({ phoneNumber })).toEqual({});
    },
  );

  it.each(['12345', '0812345678', '+254-7', 'call me'])('rejects the phone number %s', async (phoneNumber) => {
    expect(await errorsOf({ phoneNumber })).toEqual({
      phoneNumber: 'Enter a valid phone number, e.g. +254712345678 or 0712345678',
    });
  });

  it('takes only JPEG or PNG photos and PDF, JPEG or PNG licence documents', async () => {
    expect(await errorsOf({ photo: file('me.jpg', 'image/jpeg') })).toEqual({});
    expect(
      await errorsOf({ photo: file('me.gif', 'image/gif'), licenseDocument: file('dl.docx', 'application/msword') }),
    ).toEqual({
      photo: 'Photo must be a JPEG or PNG image',
      licenseDocument: 'License Document must be a PDF, JPEG or PNG file',
    });
    expect(
      await errorsOf({ photo: file('dl.pdf', 'application/pdf'), licenseDocument: file('dl.jpg', 'image/jpeg') }),
    ).toEqual({
      photo: 'Photo must be a JPEG or PNG image',
    });
  });

  it('takes files of at most 5 MB, the most the API stores', async () => {
    const sized = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });
    expect(await errorsOf({ photo: sized('me.png', 'image/png', 5_000_000) })).toEqual({});
    expect(
      await errorsOf({
        photo: sized('me.png', 'image/png', 5_000_001),
        licenseDocument: sized('dl.pdf', 'application/pdf', 6_000_000),
      }),
    ).toEqual({
      photo: 'Photo must be at most 5 MB',
      licenseDocument: 'License Document must be at most 5 MB',
    });
  });

  it('keeps Additional Info within the 2000 characters the API stores', async () => {
    expect(await errorsOf({ additionalInfo: 'x'.repeat(2000) })).toEqual({});
    expect(await errorsOf({ additionalInfo: 'x'.repeat(2001) })).toEqual({
      additionalInfo: 'Additional Info must be at most 2000 characters',
    });
  });

  it('wants a driver of at least 18 on the day', async () => {
    expect(await errorsOf({ dateOfBirth: '2008-05-15' })).toEqual({});
    expect(await errorsOf({ dateOfBirth: '2008-05-16' })).toEqual({
      dateOfBirth: 'Driver must be at least 18 years old',
    });
  });

  it('wants a licence that is still valid after today', async () => {
    expect(await errorsOf({ licenseExpiry: '2026-05-15' })).toEqual({
      licenseExpiry: 'License Expiry must be after today',
    });
    expect(await errorsOf({ licenseExpiry: '2026-05-16' })).toEqual({});
  });

  it('does not take a hire date in the future', async () => {
    expect(await errorsOf({ dateOfHire: '2026-05-15' })).toEqual({});
    expect(await errorsOf({ dateOfHire: '2026-05-16' })).toEqual({
      dateOfHire: 'Date of Hire cannot be in the future',
    });
  });

  it('rejects days that do not exist', async () => {
    expect(await errorsOf({ dateOfHire: '2026-02-30' })).toEqual({ dateOfHire: 'Date of Hire must be a valid date' });
  });

  it('takes only the listed genders and statuses', async () => {
    expect(await errorsOf({ gender: 'unknown' as never, status: 'retired' as never })).toEqual({
      gender: 'Gender is required',
      status: 'Status is required',
    });
  });
});
