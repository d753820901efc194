import { useFieldControl } from './use-field-control';

export interface CheckboxFieldProps {
  name: string;
  label: string;
  disabled?: boolean;
}

/**
 * A checkbox with its label to the right, bound to a boolean formik field.
 *
 * @example
 * <CheckboxField name="sendNotifications" label="Send payment notifications to all recipients via email/SMS" />
 */
export function CheckboxField({ name, label, disabled }: CheckboxFieldProps) {
  const { field, id, errorId, error, aria } = useFieldControl<boolean>({ name, type: 'checkbox' });
  return (
    <div className="mz-field mz-field--checkbox">
      <div className="mz-field__checkbox-row">
        <input
          id={id}
          name={field.name}
          type="checkbox"
          checked={Boolean(field.checked)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          className="mz-field__checkbox"
          disabled={disabled}
          {...aria}
        />
        <label htmlFor={id} className="mz-field__checkbox-label">
          {label}
        </label>
      </div>
      {error && (
        <p id={errorId} className="mz-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
