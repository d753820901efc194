import { FieldShell } from './field-shell';
import { useFieldControl } from './use-field-control';
import '../styles/controls.css';

export interface TextAreaFieldProps {
  name: string;
  label: string;
  placeholder?: string;
  required?: boolean;
  readOnly?: boolean;
  rows?: number;
}

/**
 * A labelled multi-line text bound to a formik field.
 *
 * @example
 * <TextAreaField name="address" label="Address" rows={3} />
 */
export function TextAreaField({ name, label, placeholder, required, readOnly, rows = 3 }: TextAreaFieldProps) {
  const { field, id, errorId, error, aria } = useFieldControl<string>({ name, required });
  return (
    <FieldShell id={id} label={label} required={required} error={error} errorId={errorId}>
      <textarea
        {...field}
        value={field.value ?? ''}
        id={id}
        className="mz-input"
        placeholder={placeholder}
        readOnly={readOnly}
        rows={rows}
        {...aria}
      />
    </FieldShell>
  );
}
