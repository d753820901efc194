import { DateField, FileField, FormPage, FormSection, SelectField, TextAreaField, TextField } from '@maziwa/ui';
import type { ReactNode } from 'react';
import { driverFormSchema } from './driver-form-schema';
import {
  emptyDriverFormValues,
  genderOptions,
  LICENSE_DOCUMENT_TYPES,
  PHOTO_TYPES,
  personStatusOptions,
  type DriverFormValues,
} from './driver-form-values';

export interface DriverFormProps {
  /** The page's heading, e.g. "Add New Driver". */
  title: string;
  /** The organisation's routes, for Assigned Route. */
  routeOptions: { value: string; label: string }[];
  /** May throw; the form then shows the error and keeps what was typed. */
  onSubmit(values: DriverFormValues): Promise<void>;
  onCancel(): void;
  /** Shown above the buttons, e.g. why the routes could not be loaded. */
  notice?: ReactNode;
}

/** The driver form (docs/screens.md#add-new-driver) in its four sections, validated by driverFormSchema, in the kit's add-screen frame. */
export function DriverForm({ title, routeOptions, onSubmit, onCancel, notice }: DriverFormProps) {
  return (
    <FormPage<DriverFormValues>
      title={title}
      initialValues={emptyDriverFormValues}
      validationSchema={driverFormSchema}
      onSubmit={onSubmit}
      onCancel={onCancel}
      submitLabel="Save Driver"
      notice={notice}
    >
      <FormSection title="Personal Details">
        <TextField name="fullName" label="Full Name" required autoComplete="off" />
        <DateField name="dateOfBirth" label="Date of Birth" required />
        <SelectField name="gender" label="Gender" options={genderOptions} placeholder="Select gender" required />
        <FileField name="photo" label="Photo" accept={PHOTO_TYPES.join(',')} />
      </FormSection>
      <FormSection title="Contact Information">
        <TextField name="phoneNumber" label="Phone Number" type="tel" placeholder="+254712345678" required />
        <TextField name="emailAddress" label="Email Address" type="email" required autoComplete="off" />
        <TextAreaField name="address" label="Address" rows={3} />
      </FormSection>
      <FormSection title="License Details">
        <TextField name="licenseNumber" label="License Number" required />
        <DateField name="licenseExpiry" label="License Expiry" required />
        <FileField name="licenseDocument" label="License Document" accept={LICENSE_DOCUMENT_TYPES.join(',')} />
      </FormSection>
      <FormSection title="Employment Details">
        <TextField name="employeeId" label="Employee ID" required />
        <DateField name="dateOfHire" label="Date of Hire" required />
        <SelectField name="status" label="Status" options={personStatusOptions} placeholder="Select status" required />
        <SelectField name="assignedRoute" label="Assigned Route" options={routeOptions} placeholder="Select route" required />
        <TextAreaField name="additionalInfo" label="Additional Info" rows={3} />
      </FormSection>
    </FormPage>
  );
}
