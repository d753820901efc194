import { genderOptions } from '@maziwa/ui';
import { DateField } from '../form/date-field';
import { FileField } from '../form/file-field';
import { FormSection } from '../form/form-section';
import { SelectField } from '../form/select-field';
import { TextAreaField } from '../form/text-area-field';
import { TextField } from '../form/text-field';
import { PHOTO_TYPES } from './person-form-values';
import './person-form.css';

export interface PersonalDetailsSectionProps {
  /** Editing someone who has a photo: picking a file replaces it, leaving it empty keeps it. */
  photoOnFile?: boolean;
}

/**
 * Personal Details of the driver and farmer forms: Full Name, Date of Birth, Gender, Photo
 * (the fields of PersonFormValues, checked by personRules).
 *
 * @example <PersonalDetailsSection photoOnFile={Boolean(link.profile.photo_file_id)} />
 */
export function PersonalDetailsSection({ photoOnFile = false }: PersonalDetailsSectionProps) {
  return (
    <FormSection title="Personal Details">
      <TextField name="fullName" label="Full Name" required autoComplete="off" />
      <DateField name="dateOfBirth" label="Date of Birth" required />
      <SelectField name="gender" label="Gender" options={genderOptions} placeholder="Select gender" required />
      <div>
        <FileField name="photo" label="Photo" accept={PHOTO_TYPES.join(',')} />
        {photoOnFile && <p className="mz-person-form__hint">A photo is on file; choose another to replace it.</p>}
      </div>
    </FormSection>
  );
}

/**
 * Contact Information of the driver and farmer forms: Phone Number, Email Address, Address.
 *
 * @example <ContactInformationSection />
 */
export function ContactInformationSection() {
  return (
    <FormSection title="Contact Information">
      <TextField name="phoneNumber" label="Phone Number" type="tel" placeholder="+254712345678" required />
      <TextField name="emailAddress" label="Email Address" type="email" required autoComplete="off" />
      <TextAreaField name="address" label="Address" rows={3} />
    </FormSection>
  );
}
