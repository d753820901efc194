import { DatePicker } from '@maziwa/ui';
import { FieldShell } from './field-shell';
import { useFieldControl } from './use-field-control';

export interface DateFieldProps {
  name: string;
  label: string;
  required?: boolean;
  readOnly?: boolean;
  /** yyyy-MM-dd bounds. */
  min?: string;
  max?: string;
}

/**
 * A labelled DatePicker (typed or chosen, shown dd/MM/yyyy); the formik value is a
 * 'yyyy-MM-dd' string ('' when empty), as the API takes it.
 *
 * @example
 * <DateField name="dateOfBirth" label="Date of Birth" required />
 */
export function DateField({ name, label, required, readOnly, min, max }: DateFieldProps) {
  const { field, helpers, id, errorId, error, aria } = useFieldControl<string>({ name, required });
  return (
    <FieldShell id={id} label={label} required={required} error={error} errorId={errorId}>
      <DatePicker
        id={id}
        label={label}
        value={field.value ?? ''}
        onChange={(next) => {
          void helpers.setValue(next);
        }}
        onClose={() => {
          void helpers.setTouched(true);
        }}
        min={min}
        max={max}
        required={required}
        readOnly={readOnly}
        invalid={aria['aria-invalid']}
        aria-describedby={aria['aria-describedby']}
      />
    </FieldShell>
  );
}
