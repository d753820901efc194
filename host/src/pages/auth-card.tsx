import type { ReactNode } from 'react';
import './auth-card.css';

/** The centred card of the sign-in pages (outside the shell), with the product mark. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mz-shell-auth">
      <main className="mz-shell-auth__card">
        <p className="mz-shell-auth__brand">
          <svg className="mz-shell-auth__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <path
              d="M11 3h10v4l3 4v16a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2V11l3-4Z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
            <path d="M16 13c2.5 3 3.5 4.6 3.5 6.2a3.5 3.5 0 0 1-7 0c0-1.6 1-3.2 3.5-6.2Z" fill="currentColor" />
          </svg>
          Maziwa
        </p>
        <h1 className="mz-shell-auth__title">{title}</h1>
        {children}
      </main>
    </div>
  );
}
