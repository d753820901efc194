import type { ReactNode } from 'react';

interface FieldShellProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  errorId: string;
  children: ReactNode;
  className?: string;
}

/** Label above the control, error text below it. The required asterisk is drawn by CSS. */
export function FieldShell({ id, label, required, error, errorId, children, className }: FieldShellProps) {
  return (
    <div className={['mz-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={required ? 'mz-field__label mz-field__label--required' : 'mz-field__label'}>
        {label}
      </label>
      {children}
      {error && (
        <p id={errorId} className="mz-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
