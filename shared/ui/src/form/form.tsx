import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Form as FormikForm, Formik, getIn, type FormikHelpers, type FormikProps, type FormikValues } from 'formik';
import type { AnySchema } from 'yup';
import { FormStatusContext } from './form-context';
import { FormError } from './form-error';
import { fieldErrorsOf, SUBMIT_ERROR_MESSAGE } from '@maziwa/ui';
import { nest } from './nested-errors';
import './form.css';

export interface FormProps<V extends FormikValues> {
  initialValues: V;
  validationSchema?: AnySchema;
  /** May throw: the form then shows the generic error and maps `error.fields` onto fields. */
  onSubmit(values: V, helpers: FormikHelpers<V>): Promise<void> | void;
  children: ReactNode | ((formik: FormikProps<V>) => ReactNode);
  className?: string;
  /** Reset to new initialValues when they change (e.g. data loaded after mount). */
  enableReinitialize?: boolean;
  /**
   * Also show the thrown error's message under the generic one when none of its field
   * errors lands on a field of this form: a refusal (403 "You cannot grant ...", 409 "the
   * last active admin ...") that a person must read to know what to do.
   */
  explainErrors?: boolean;
}

/**
 * A formik form validated by a yup schema. When `onSubmit` throws, it shows "An error
 * occurred while submitting the form." above the buttons and puts API field errors
 * (`error.fields`) on their fields; what the user typed stays.
 *
 * @example
 * <Form initialValues={{ driverName: '' }} validationSchema={schema} onSubmit={save}>
 *   <FormSection title="Personal Details">
 *     <TextField name="driverName" label="Assigned Driver" required />
 *   </FormSection>
 *   <FormActions>
 *     <Button variant="secondary" onClick={cancel}>Cancel</Button>
 *     <SubmitButton>Save Driver</SubmitButton>
 *   </FormActions>
 * </Form>
 */
export function Form<V extends FormikValues>({
  initialValues,
  validationSchema,
  onSubmit,
  children,
  className,
  enableReinitialize,
  explainErrors = false,
}: FormProps<V>) {
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [submitDetail, setSubmitDetail] = useState<string | null>(null);
  const [actionsCount, setActionsCount] = useState(0);

  const registerActions = useCallback(() => {
    setActionsCount((n) => n + 1);
    return () => setActionsCount((n) => n - 1);
  }, []);
  const status = useMemo(
    () => ({ submitError, submitDetail, registerActions }),
    [submitError, submitDetail, registerActions],
  );

  const submit = async (values: V, helpers: FormikHelpers<V>) => {
    setSubmitError(null);
    setSubmitDetail(null);
    try {
      await onSubmit(values, helpers);
    } catch (error) {
      setSubmitError(SUBMIT_ERROR_MESSAGE);
      const fields = fieldErrorsOf(error);
      if (explainErrors) setSubmitDetail(reasonOffTheFields(error, fields, values));
      if (fields) {
        helpers.setErrors(nest(fields) as Parameters<typeof helpers.setErrors>[0]);
        for (const name of Object.keys(fields)) helpers.setFieldTouched(name, true, false);
      }
    }
  };

  return (
    <Formik<V>
      initialValues={initialValues}
      validationSchema={validationSchema}
      onSubmit={submit}
      enableReinitialize={enableReinitialize}
    >
      {(formik) => (
        <FormStatusContext.Provider value={status}>
          <FormikForm noValidate className={['mz-form', className].filter(Boolean).join(' ')}>
            {typeof children === 'function' ? children(formik) : children}
            {actionsCount === 0 && <FormError />}
          </FormikForm>
        </FormStatusContext.Provider>
      )}
    </Formik>
  );
}

/**
 * The reason of a failed submit that no field of the form shows: the problems of field
 * errors naming fields it does not have (their message would start with the field's name),
 * else the error's message; null when its fields show every problem.
 */
function reasonOffTheFields(
  error: unknown,
  fields: Record<string, string> | undefined,
  values: FormikValues,
): string | null {
  if (fields) {
    const elsewhere = Object.entries(fields).filter(([name]) => getIn(values, name) === undefined);
    return elsewhere.length > 0 ? elsewhere.map(([, problem]) => problem).join(' ') : null;
  }
  return error instanceof Error && error.message ? error.message : null;
}
