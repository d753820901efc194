import { CheckboxField, SelectField, TextAreaField, TextField } from '@maziwa/ui/forms';
import { CentreLocationFields } from './centre-location-fields';

export interface CentreFieldsProps {
  /** The organisation's QA agents (value = their QA/Collector link). */
  qaAgents: { value: string; label: string }[];
}

/** The centre's details, contact and agent: shared by Add Collection Center and Edit. */
export function CentreDetailsFields() {
  return (
    <>
      <TextField name="centerName" label="Center Name" required />
      <CentreLocationFields />
    </>
  );
}

/** Who runs the centre and when it is open. */
export function CentreContactFields({ qaAgents }: CentreFieldsProps) {
  return (
    <>
      <TextField name="contactPerson" label="Contact Person" required autoComplete="off" />
      <TextField name="phoneNumber" label="Phone Number" type="tel" required autoComplete="off" />
      <div className="mz-centre-form__hours" role="group" aria-label="Operating Hours">
        <TextField name="operatingHours.opens" label="Opens At" type="time" />
        <TextField name="operatingHours.closes" label="Closes At" type="time" />
      </div>
      <SelectField
        name="assignedQAAgent"
        label="Assigned QA Agent"
        required
        options={qaAgents}
        placeholder="Select QA agent"
      />
    </>
  );
}

/** Capacity, status and notes. */
export function CentreOperationFields() {
  return (
    <>
      <TextField name="capacity" label="Capacity (L)" type="number" required />
      <CheckboxField name="status" label="Active" />
      <TextAreaField name="notes" label="Notes" />
    </>
  );
}
