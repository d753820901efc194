import type {
  PersonProfile,
  PersonProfileUpdate,
  PersonStatus,
  User,
  UserRole,
  UserRoleCreate,
  UserRoleUpdate,
} from '@maziwa/contracts';
import type { PersonFormValues } from './person-form-values';

/** The person POST /user-roles creates with the link, in one transaction. */
export type NewPersonUser = NonNullable<UserRoleCreate['user']>;
/** The person's details a PUT /user-roles/{id} changes with the link, in one transaction. */
export type PersonUserUpdate = NonNullable<UserRoleUpdate['user']>;

/**
 * The account's names (docs/rules.md#people-records): the username is the name with hyphens,
 * the first word the first name and every other word the last name, so "Mary Wanjiru
 * Njoroge" keeps her full surname.
 */
export function splitFullName(fullName: string): Pick<User, 'username' | 'first_name' | 'last_name'> {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/);
  return { username: [firstName, ...rest].join('-'), first_name: firstName, last_name: rest.join(' ') };
}

/** Name, e-mail, phone and address as a new person; a blank address is left out. */
export function toNewPersonUser(
  values: Pick<PersonFormValues, 'fullName' | 'emailAddress' | 'phoneNumber' | 'address'>,
  { status, password }: { status: PersonStatus; password: string },
): NewPersonUser {
  const address = values.address.trim();
  return {
    ...splitFullName(values.fullName),
    email: values.emailAddress.trim(),
    contact_info: { phone: values.phoneNumber.trim(), ...(address ? { address } : {}) },
    is_active: true,
    status,
    password,
  };
}

/** Name, e-mail, phone and address as an edit of the person; a blank address clears it. */
export function toPersonUserUpdate(values: PersonFormValues): PersonUserUpdate {
  return {
    ...splitFullName(values.fullName),
    email: values.emailAddress.trim(),
    contact_info: { phone: values.phoneNumber.trim(), address: values.address.trim() },
  };
}

type ProfileEntries = { [K in keyof PersonProfile]?: string | null };

/** A new link's profile: texts trimmed, blanks left out. */
export function profileToCreate(entries: ProfileEntries): PersonProfile {
  const kept = Object.entries(entries).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]);
  return Object.fromEntries(kept.filter(([, value]) => value)) as PersonProfile;
}

/**
 * An edit of a link's profile: a blank text removes the key (null), undefined leaves it as
 * stored (a photo not replaced).
 */
export function profileToUpdate(entries: ProfileEntries): PersonProfileUpdate {
  const sent = Object.entries(entries)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => [key, typeof value === 'string' && value.trim() ? value.trim() : null]);
  return Object.fromEntries(sent) as PersonProfileUpdate;
}

/** The person's part of the profile; `photoFileId` is a just-uploaded photo, if any. */
export function personProfileEntries(values: PersonFormValues, photoFileId?: string): ProfileEntries {
  return { date_of_birth: values.dateOfBirth, gender: values.gender, photo_file_id: photoFileId };
}

/**
 * The form's Personal Details and Contact Information as stored, to edit them: the link
 * read with populate=user.
 */
export function personFormValuesOf(link: Pick<UserRole, 'profile'> & { user?: User | null }): PersonFormValues {
  const user = link.user;
  return {
    fullName: user ? `${user.first_name} ${user.last_name}`.trim() : '',
    dateOfBirth: link.profile.date_of_birth ?? '',
    gender: link.profile.gender ?? '',
    photo: null,
    phoneNumber: user?.contact_info.phone ?? '',
    emailAddress: user?.email ?? '',
    address: user?.contact_info.address ?? '',
  };
}

/**
 * API fields (the nested person, its contact, the profile) that have a field of their own on
 * the person sections, to put the API's refusals there ("is already registered" under Email
 * Address).
 */
export const PERSON_FIELD_OF: Record<string, keyof PersonFormValues> = {
  email: 'emailAddress',
  'user.email': 'emailAddress',
  'contact_info.phone': 'phoneNumber',
  'user.contact_info.phone': 'phoneNumber',
  'contact_info.address': 'address',
  'user.contact_info.address': 'address',
  'user.username': 'fullName',
  'user.first_name': 'fullName',
  'user.last_name': 'fullName',
  'profile.date_of_birth': 'dateOfBirth',
  'profile.gender': 'gender',
  'profile.photo_file_id': 'photo',
};
