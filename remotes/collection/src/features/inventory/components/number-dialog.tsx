import { showToast } from '@maziwa/ui';
import { FormDialog, TextField } from '@maziwa/ui/forms';
import { useMemo, type ReactNode } from 'react';
import * as yup from 'yup';

type NumberValues<Name extends string> = Record<Name, number | ''>;

export interface NumberDialogProps<Name extends string> {
  title: string;
  intro: ReactNode;
  /** The field's name as the API names it, so its refusal lands on the field. */
  name: Name;
  label: string;
  /** The number's rules ('' until typed: formik's empty number). */
  schema: yup.NumberSchema<number | undefined>;
  initialValue: number | '';
  /** Saves the number typed and says what the toast tells (the dialog then closes). */
  onSave(value: number): Promise<string>;
  onClose(): void;
}

/**
 * A dialog that asks for one number and saves it: the inventory's delivered litres and tolerance.
 *
 * @example
 * <NumberDialog title="Variance Tolerance" intro={...} name="variance_tolerance_pct" label="Tolerance (%)"
 *   schema={toleranceField} initialValue={5} onSave={save} onClose={onClose} />
 */
export function NumberDialog<Name extends string>({
  title,
  intro,
  name,
  label,
  schema,
  initialValue,
  onSave,
  onClose,
}: NumberDialogProps<Name>) {
  const validationSchema = useMemo(() => yup.object({ [name]: schema }), [name, schema]);
  return (
    <FormDialog<NumberValues<Name>>
      title={title}
      intro={intro}
      onClose={onClose}
      initialValues={{ [name]: initialValue } as NumberValues<Name>}
      validationSchema={validationSchema}
      onSubmit={async (values) => {
        showToast({ message: await onSave(Number(values[name])) });
        onClose();
      }}
      submitLabel="Save"
    >
      <TextField name={name} label={label} type="number" required />
    </FormDialog>
  );
}
