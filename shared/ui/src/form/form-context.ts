import { createContext, useContext } from 'react';

export interface FormStatus {
  /** The generic submit error, or null. */
  submitError: string | null;
  /** FormActions registers itself so the error shows above its buttons, not twice. */
  registerActions(): () => void;
}

export const FormStatusContext = createContext<FormStatus>({
  submitError: null,
  registerActions: () => () => {},
});

export const useFormStatus = () => useContext(FormStatusContext);
