import { createContext, useContext } from 'react';

export interface FormStatus {
  /** The generic submit error, or null. */
  submitError: string | null;
  /** Why the submit failed, in the API's words, when the form explains errors; else null. */
  submitDetail: string | null;
  /** FormActions registers itself so the error shows above its buttons, not twice. */
  registerActions(): () => void;
}

export const FormStatusContext = createContext<FormStatus>({
  submitError: null,
  submitDetail: null,
  registerActions: () => () => {},
});

export const useFormStatus = () => useContext(FormStatusContext);
