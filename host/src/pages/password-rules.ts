import { ref, string } from 'yup';

/** Shortest password the API accepts. */
export const PASSWORD_MIN_LENGTH = 8;

export const newPassword = (label: string) =>
  string()
    .required(`${label} is required`)
    .min(PASSWORD_MIN_LENGTH, `${label} must be at least ${PASSWORD_MIN_LENGTH} characters`);

export const confirmationOf = (field: string) =>
  string()
    .required('Confirm the password')
    .oneOf([ref(field)], 'Passwords do not match');
