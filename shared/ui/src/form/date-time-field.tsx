import { DateTimePicker } from '@maziwa/ui';
import { FieldShell } from './field-shell';
import { useFieldControl } from './use-field-control';

export interface DateTimeFieldProps {
  name: string;
  label: string;
  required?: boolean;
  /** Default "Select date and time". */
  placeholder?: string;
}

/**
 * A labelled DateTimePicker bound to a formik field holding a Date or null.
 *
 * @example
 * <DateTimeField name="pickupStartTime" label="Pickup Start Time" required />
 */
export function DateTimeField({ name, label, required, placeholder }: DateTimeFieldProps) {
  const { field, helpers, id, errorId, error, aria } = useFieldControl<Date | null>({ name, required });
  return (
    <FieldShell id={id} label={label} required={required} error={error} errorId={errorId}>
      <DateTimePicker
        id={id}
        value={field.value ?? null}
        onChange={(next) => {
          void helpers.setValue(next);
        }}
        onClose={() => {
          void helpers.setTouched(true);
        }}
        placeholder={placeholder}
        invalid={aria['aria-invalid']}
        required={required}
        aria-describedby={aria['aria-describedby']}
      />
    </FieldShell>
  );
}
