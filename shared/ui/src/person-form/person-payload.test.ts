import {
  personFormValuesOf,
  profileToCreate,
  profileToUpdate,
  splitFullName,
  toNewPersonUser,
  toPersonUserUpdate,
} from './person-payload';
import { emptyPersonFormValues } from './person-form-values';

const values = {
  ...emptyPersonFormValues,
  fullName: '  Mary Wanjiru  Njoroge ',
  phoneNumber: ' 0712345678 ',
  emailAddress: ' mary@maziwa.test ',
  address: '',
};

describe('person payload', () => {
  it('splits the name: hyphenated username, every word after the first the last name', () => {
    expect(splitFullName(values.fullName)).toEqual({
      username: 'Mary-Wanjiru-Njoroge',
      first_name: 'Mary',
      last_name: 'Wanjiru Njoroge',
    });
  });

  it('creates a person without a blank address, and clears it on edit', () => {
    expect(toNewPersonUser(values, { status: 'pending', password: 'pw' })).toEqual({
      username: 'Mary-Wanjiru-Njoroge',
      first_name: 'Mary',
      last_name: 'Wanjiru Njoroge',
      email: 'mary@maziwa.test',
      contact_info: { phone: '0712345678' },
      is_active: true,
      status: 'pending',
      password: 'pw',
    });
    expect(toPersonUserUpdate(values).contact_info).toEqual({ phone: '0712345678', address: '' });
  });

  it('leaves blanks out of a new profile, removes them on edit, keeps what is not sent', () => {
    const entries = {
      date_of_birth: '1990-04-12',
      gender: '',
      additional_info: ' Two cows ',
      photo_file_id: undefined,
    };
    expect(profileToCreate(entries)).toEqual({ date_of_birth: '1990-04-12', additional_info: 'Two cows' });
    expect(profileToUpdate(entries)).toEqual({
      date_of_birth: '1990-04-12',
      gender: null,
      additional_info: 'Two cows',
    });
  });

  it('reads a stored person back into the form, the photo left as it is', () => {
    const link = {
      profile: { date_of_birth: '1990-04-12', gender: 'female' as const, photo_file_id: 'file-1' },
      user: {
        id: 'u1',
        username: 'Mary-Njoroge',
        first_name: 'Mary',
        last_name: 'Njoroge',
        email: 'mary@maziwa.test',
        contact_info: { phone: '0712345678' },
        organization_ids: [],
        is_active: true,
        status: 'active' as const,
        avatarUrl: null,
        roles: [],
        created_at: '2025-01-01T00:00:00.000Z',
      },
    };
    expect(personFormValuesOf(link)).toEqual({
      fullName: 'Mary Njoroge',
      dateOfBirth: '1990-04-12',
      gender: 'female',
      photo: null,
      phoneNumber: '0712345678',
      emailAddress: 'mary@maziwa.test',
      address: '',
    });
  });
});
