import { FieldShell } from './field-shell';
import { useFieldControl } from './use-field-control';
import '../styles/controls.css';

export interface FileFieldProps {
  name: string;
  label: string;
  /** e.g. "image/jpeg,image/png" or "application/pdf,image/jpeg,image/png" (docs/rules.md#files). */
  accept: string;
  required?: boolean;
}

/**
 * A labelled file input; the formik value is the chosen File (or null), whose name shows
 * under the input.
 *
 * @example
 * <FileField name="photo" label="Photo" accept="image/jpeg,image/png" />
 */
export function FileField({ name, label, accept, required }: FileFieldProps) {
  const { field, helpers, id, errorId, error, aria } = useFieldControl<File | null>({ name, required });
  const file = field.value;
  const fileNameId = `${id}-file`;
  return (
    <FieldShell id={id} label={label} required={required} error={error} errorId={errorId}>
      <input
        id={id}
        name={name}
        type="file"
        accept={accept}
        className="mz-input mz-field__file"
        onChange={(e) => {
          void helpers.setValue(e.currentTarget.files?.[0] ?? null);
        }}
        onBlur={() => {
          void helpers.setTouched(true);
        }}
        {...aria}
        aria-describedby={[file ? fileNameId : '', aria['aria-describedby'] ?? ''].join(' ').trim() || undefined}
      />
      {file && (
        <p id={fileNameId} className="mz-field__file-name">
          {file.name}
        </p>
      )}
    </FieldShell>
  );
}
