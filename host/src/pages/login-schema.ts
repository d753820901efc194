import { boolean, object, string, type InferType } from 'yup';

/** Email and password are required (docs/rules.md#required-fields); the email must look like one. */
export const loginSchema = object({
  email: string().trim().required('Email is required').email('Enter a valid email address'),
  password: string().required('Password is required'),
  remember: boolean().default(false),
});

export type LoginValues = InferType<typeof loginSchema>;
