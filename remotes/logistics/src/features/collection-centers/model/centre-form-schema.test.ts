import { centreFormSchema } from './centre-form-schema';
import { emptyCentre, type CentreFormValues } from './centre-form-values';
import { isInsideKenya } from './kenya-bounds';

const valid: CentreFormValues = {
  ...emptyCentre,
  centerName: 'Kiambu Town CC',
  address: 'Kiambu Road, Kiambu',
  latitude: -1.1714,
  longitude: 36.8356,
  contactPerson: 'Jane Wanjiru',
  phoneNumber: '+254 712 345 678',
  operatingHours: { opens: '06:00', closes: '18:00' },
  assignedQAAgent: 'link-qa-1',
  capacity: 5000,
};

const errorsOf = async (values: object) => {
  try {
    await centreFormSchema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe('centreFormSchema', () => {
  it('accepts a complete centre, with or without hours and notes', async () => {
    expect(await errorsOf(valid)).toEqual([]);
    expect(await errorsOf({ ...valid, operatingHours: { opens: '', closes: '' }, capacity: 0, status: false })).toEqual(
      [],
    );
  });

  it('needs every field of the spec', async () => {
    expect(await errorsOf(emptyCentre)).toEqual([
      'Center Name is required',
      'Address is required',
      'Latitude is required',
      'Longitude is required',
      'Contact Person is required',
      'Phone Number is required',
      'Assigned QA Agent is required',
    ]);
    expect(await errorsOf({ ...valid, capacity: '' })).toEqual(['Capacity is required']);
  });

  it('keeps coordinates on the globe', async () => {
    expect(await errorsOf({ ...valid, latitude: 91, longitude: -181 })).toEqual([
      'Latitude must be between -90 and 90',
      'Longitude must be between -180 and 180',
    ]);
    expect(await errorsOf({ ...valid, latitude: 90, longitude: -180 })).toEqual([]);
  });

  it('checks the phone number and the capacity', async () => {
    expect(await errorsOf({ ...valid, phoneNumber: '12345', capacity: -1 })).toEqual([
      'Enter a valid phone number, e.g. +254712345678 or 0712345678',
      'Capacity cannot be negative',
    ]);
  });

  it('wants both ends of the operating hours, closing after opening', async () => {
    expect(await errorsOf({ ...valid, operatingHours: { opens: '06:00', closes: '' } })).toEqual([
      'Enter the closing time too',
    ]);
    expect(await errorsOf({ ...valid, operatingHours: { opens: '', closes: '18:00' } })).toEqual([
      'Enter the opening time too',
    ]);
    expect(await errorsOf({ ...valid, operatingHours: { opens: '18:00', closes: '06:00' } })).toEqual([
      'Closing time must be after opening time',
    ]);
  });
});

describe('isInsideKenya', () => {
  it('tells Kenyan points from others', () => {
    expect(isInsideKenya(-1.2921, 36.8219)).toBe(true); // Nairobi
    expect(isInsideKenya(-4.05, 39.67)).toBe(true); // Mombasa
    expect(isInsideKenya(0.3476, 32.5825)).toBe(false); // Kampala
    expect(isInsideKenya(36.8219, -1.2921)).toBe(false); // swapped
  });
});
