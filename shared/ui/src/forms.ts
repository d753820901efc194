// @maziwa/ui/forms: the form kit (formik fields, form dialog and page, the person form and
// its yup rules). A separate entry of the kit, shared as its own singleton, so formik and yup
// load with the first page that has a form, not with the shell (see index.ts).
//
// Its files import the rest of the kit by the package's name (`from '@maziwa/ui'`), never by
// a relative path: each app's build then takes the kit from the shared singleton, so a form
// shows its toasts in the shell's Toaster, reads the shell's permissions and time zone, and
// carries no second copy of a Button. forms-entry.test.ts checks it.

export { FormDialog, type FormDialogLoad, type FormDialogProps } from './dialog/form-dialog';
export { FormPage, type FormPageProps } from './form-page/form-page';
export { Form, type FormProps } from './form/form';
export { FormSection, type FormSectionProps } from './form/form-section';
export { FormActions, type FormActionsProps } from './form/form-actions';
export { FormError } from './form/form-error';
export { SubmitButton, type SubmitButtonProps } from './form/submit-button';
export { TextField, type TextFieldProps } from './form/text-field';
export { TextAreaField, type TextAreaFieldProps } from './form/text-area-field';
export { SelectField, type SelectFieldProps, type SelectOption } from './form/select-field';
export { DateField, type DateFieldProps } from './form/date-field';
export { FileField, type FileFieldProps } from './form/file-field';
export { CheckboxField, type CheckboxFieldProps } from './form/checkbox-field';
export { CheckboxGroupField, type CheckboxGroupFieldProps } from './form/checkbox-group-field';
export { DateTimeField, type DateTimeFieldProps } from './form/date-time-field';
export {
  SearchSelectField,
  type SearchSelectFieldProps,
  type SearchSelectOption,
  type SearchSelectResults,
} from './form/search-select-field';
export { FarmerSearchField, type FarmerSearchFieldProps } from './form/farmer-search-field';
export { PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, newPassword, confirmationOf } from './form/password-rules';
export * from './person-form';
