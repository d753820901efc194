import { object, string, type InferType } from 'yup';
import { confirmationOf, newPassword } from '@maziwa/ui/forms';

/** Field names are the API's (POST /register), so its field errors land on them. */
export const signupSchema = object({
  first_name: string().trim().required('First name is required'),
  last_name: string().trim().required('Last name is required'),
  organization_name: string().trim().required('Organisation name is required'),
  email: string().trim().required('Email is required').email('Enter a valid email address'),
  password: newPassword('Password'),
  confirm_password: confirmationOf('password'),
});

export type SignupValues = InferType<typeof signupSchema>;
