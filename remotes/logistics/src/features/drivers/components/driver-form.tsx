import { personStatusOptions } from '@maziwa/ui';
import {
  ContactInformationSection,
  DateField,
  DOCUMENT_TYPES,
  FileField,
  FormPage,
  FormSection,
  PersonalDetailsSection,
  SelectField,
  TextAreaField,
  TextField,
} from '@maziwa/ui/forms';
import type { ReactNode } from 'react';
import { driverFormSchema } from '../model/driver-form-schema';
import { emptyDriverFormValues, type DriverFormValues } from '../model/driver-form-values';
import './driver-dialogs.css';

export interface DriverFormProps {
  /** The page's heading, e.g. "Add New Driver" or "Edit Driver". */
  title: string;
  /** The values to start from: empty to add, the stored driver to edit. */
  initialValues?: DriverFormValues;
  /** Editing: which files are on record (an empty file input keeps them). */
  onFile?: { photo?: boolean; licenseDocument?: boolean };
  /** The organisation's routes, for Assigned Route. */
  routeOptions: { value: string; label: string }[];
  /** May throw; the form then shows the error and keeps what was typed. */
  onSubmit(values: DriverFormValues): Promise<void>;
  onCancel(): void;
  /** Shown above the buttons, e.g. why the routes could not be loaded. */
  notice?: ReactNode;
}

/**
 * The driver form (docs/screens.md#add-new-driver) in its four sections, validated by
 * driverFormSchema, in the kit's add-screen frame; Personal Details and Contact Information are
 * the person sections the farmer form shares.
 */
export function DriverForm({
  title,
  initialValues = emptyDriverFormValues,
  onFile = {},
  routeOptions,
  onSubmit,
  onCancel,
  notice,
}: DriverFormProps) {
  return (
    <FormPage<DriverFormValues>
      title={title}
      initialValues={initialValues}
      validationSchema={driverFormSchema}
      onSubmit={onSubmit}
      onCancel={onCancel}
      submitLabel="Save Driver"
      notice={notice}
    >
      <PersonalDetailsSection photoOnFile={onFile.photo} />
      <ContactInformationSection />
      <FormSection title="License Details">
        <TextField name="licenseNumber" label="License Number" required />
        <DateField name="licenseExpiry" label="License Expiry" required />
        <div>
          <FileField name="licenseDocument" label="License Document" accept={DOCUMENT_TYPES.join(',')} />
          {onFile.licenseDocument && (
            <p className="driver-form__hint">A license document is on file; choose another to replace it.</p>
          )}
        </div>
      </FormSection>
      <FormSection title="Employment Details">
        <TextField name="employeeId" label="Employee ID" required />
        <DateField name="dateOfHire" label="Date of Hire" required />
        <SelectField name="status" label="Status" options={personStatusOptions} placeholder="Select status" required />
        <SelectField
          name="assignedRoute"
          label="Assigned Route"
          options={routeOptions}
          placeholder="Select route"
          required
        />
        <TextAreaField name="additionalInfo" label="Additional Info" rows={3} />
      </FormSection>
    </FormPage>
  );
}
