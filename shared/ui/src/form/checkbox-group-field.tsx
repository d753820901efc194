import { useFieldControl } from './use-field-control';
import type { SelectOption } from './select-field';

export interface CheckboxGroupFieldProps {
  /** A formik field holding the chosen values (string[]). */
  name: string;
  /** The group's legend, e.g. "Roles". */
  label: string;
  options: SelectOption[];
  /** Shown instead of the boxes when there is nothing to choose. */
  emptyText?: string;
  disabled?: boolean;
}

/**
 * Choose any number of options: a fieldset of labelled checkboxes bound to a string[]
 * formik field. Chosen values follow the order of `options`; values not among the options
 * are kept as they are.
 *
 * @example
 * <CheckboxGroupField name="role_ids" label="Roles" options={roles.map((r) => ({ value: r.id, label: r.name }))} />
 */
export function CheckboxGroupField({
  name,
  label,
  options,
  emptyText = 'Nothing to choose from.',
  disabled,
}: CheckboxGroupFieldProps) {
  const { field, helpers, id, errorId, error } = useFieldControl<string[]>({ name });
  const chosen = new Set(field.value ?? []);
  const toggle = (value: string, checked: boolean) => {
    const next = new Set(chosen);
    if (checked) next.add(value);
    else next.delete(value);
    const offered = new Set(options.map((option) => option.value));
    void helpers.setValue([
      ...[...next].filter((v) => !offered.has(v)),
      ...options.map((o) => o.value).filter((v) => next.has(v)),
    ]);
    void helpers.setTouched(true, false);
  };
  return (
    <fieldset
      className="mz-field mz-field--group"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mz-field__label">{label}</legend>
      {options.length === 0 && <p className="mz-field__hint">{emptyText}</p>}
      {options.map((option) => {
        const optionId = `${id}-${option.value}`;
        return (
          <div key={option.value} className="mz-field__checkbox-row">
            <input
              id={optionId}
              type="checkbox"
              className="mz-field__checkbox"
              checked={chosen.has(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              disabled={disabled}
            />
            <label htmlFor={optionId} className="mz-field__checkbox-label">
              {option.label}
            </label>
          </div>
        );
      })}
      {error && (
        <p id={errorId} className="mz-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
