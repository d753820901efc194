import type { Gender, PersonStatus } from '@maziwa/contracts';

// What lists, badges and profiles show about a person (drivers and farmers). In the main
// entry, not the form kit's: a list page shows a status without loading formik and yup.

export const genderOptions: { value: Gender; label: string }[] = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
];

export const personStatusOptions: { value: PersonStatus; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'pending', label: 'Pending' },
];
