import type { User } from '@maziwa/contracts';
import * as yup from 'yup';
import { newPassword } from '@maziwa/ui/forms';

/**
 * Values of the Add User and Edit User forms. Names are the API's (contact_info.phone...),
 * so its field errors land on the fields.
 */
export interface UserFormValues {
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  contact_info: { phone: string; address: string };
  /** Add User only. */
  password: string;
}

export const emptyUser: UserFormValues = {
  username: '',
  first_name: '',
  last_name: '',
  email: '',
  contact_info: { phone: '', address: '' },
  password: '',
};

/** An account's values for Edit (no password). */
export function userToValues(user: User): UserFormValues {
  return {
    username: user.username,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    contact_info: { phone: user.contact_info?.phone ?? '', address: user.contact_info?.address ?? '' },
    password: '',
  };
}

// A phone number as people write it: digits, spaces, dashes, brackets, a leading +.
const PHONE = /^\+?[\d\s()-]{7,20}$/;

/** Edit User: the API's limits (users.ts), with names and email required. */
export const editUserSchema = yup.object({
  username: yup.string().trim().required('Username is required').max(100, 'Username must be at most 100 characters'),
  first_name: yup
    .string()
    .trim()
    .required('First Name is required')
    .max(100, 'First Name must be at most 100 characters'),
  last_name: yup.string().trim().required('Last Name is required').max(100, 'Last Name must be at most 100 characters'),
  email: yup
    .string()
    .trim()
    .required('Email is required')
    .email('Email must be a valid email address')
    .max(254, 'Email must be at most 254 characters'),
  contact_info: yup.object({
    phone: yup
      .string()
      .trim()
      .matches(PHONE, { message: 'Phone must be a phone number', excludeEmptyString: true })
      .max(40, 'Phone must be at most 40 characters'),
    address: yup.string().trim().max(500, 'Address must be at most 500 characters'),
  }),
});

/** Add User: the same, and a password the API accepts (the form kit's newPassword). */
export const addUserSchema = editUserSchema.shape({
  password: newPassword('Password'),
});
