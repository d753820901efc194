import type { Gender } from '@maziwa/contracts';

/**
 * What the driver and the farmer forms both hold about the person (docs/screens.md#add-new-driver,
 * #add-new-farmer): Personal Details and Contact Information. Dates are yyyy-MM-dd strings, the
 * photo is the picked File or null ("keep the one on file" when editing), '' means "not chosen".
 */
export interface PersonFormValues {
  fullName: string;
  dateOfBirth: string;
  gender: Gender | '';
  photo: File | null;
  phoneNumber: string;
  emailAddress: string;
  address: string;
}

export const emptyPersonFormValues: PersonFormValues = {
  fullName: '',
  dateOfBirth: '',
  gender: '',
  photo: null,
  phoneNumber: '',
  emailAddress: '',
  address: '',
};

/** File types the inputs accept and the rules check (docs/rules.md#files). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png'];
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];

/** The API stores files of at most 5 MB; larger ones are refused before anything is sent. */
export const MAX_FILE_BYTES = 5_000_000;
