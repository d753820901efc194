import { FieldShell } from './field-shell';
import { useFieldControl } from './use-field-control';
import '../styles/controls.css';

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
 * A labelled native date input; the formik value is a 'yyyy-MM-dd' string ('' when empty).
 *
 * @example
 * <DateField name="dateOfBirth" label="Date of Birth" required />
 */
export function DateField({ name, label, required, readOnly, min, max }: DateFieldProps) {
  const { field, id, errorId, error, aria } = useFieldControl<string>({ name, required });
  return (
    <FieldShell id={id} label={label} required={required} error={error} errorId={errorId}>
      <input
        {...field}
        value={field.value ?? ''}
        id={id}
        type="date"
        className="mz-input"
        readOnly={readOnly}
        min={min}
        max={max}
        {...aria}
      />
    </FieldShell>
  );
}
