import type { Gender, Id, PersonStatus } from '@maziwa/contracts';

export type { Gender };

/**
 * What the Add New Driver form holds (docs/screens.md#add-new-driver). Dates are
 * yyyy-MM-dd strings, files are the picked File or null, and '' means "not chosen yet".
 */
export interface DriverFormValues {
  fullName: string;
  dateOfBirth: string;
  gender: Gender | '';
  photo: File | null;
  phoneNumber: string;
  emailAddress: string;
  address: string;
  licenseNumber: string;
  licenseExpiry: string;
  licenseDocument: File | null;
  employeeId: string;
  dateOfHire: string;
  status: PersonStatus | '';
  /** A route id of the organisation. */
  assignedRoute: Id;
  additionalInfo: string;
}

export const emptyDriverFormValues: DriverFormValues = {
  fullName: '',
  dateOfBirth: '',
  gender: '',
  photo: null,
  phoneNumber: '',
  emailAddress: '',
  address: '',
  licenseNumber: '',
  licenseExpiry: '',
  licenseDocument: null,
  employeeId: '',
  dateOfHire: '',
  status: '',
  assignedRoute: '',
  additionalInfo: '',
};

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

/** File types the inputs accept and the schema checks (docs/rules.md#files). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png'];
export const LICENSE_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];

/** The API stores files of at most 5 MB; larger ones are refused before anything is sent. */
export const MAX_FILE_BYTES = 5_000_000;
