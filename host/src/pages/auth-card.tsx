import type { ReactNode } from 'react';
import { LogoMark } from '../shell/logo';
import './auth-card.css';

/** The centred card of the sign-in pages (outside the shell), with the product mark. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mz-shell-auth">
      <main className="mz-shell-auth__card">
        <p className="mz-shell-auth__brand">
          <LogoMark className="mz-shell-auth__mark" />
          Maziwa
        </p>
        <h1 className="mz-shell-auth__title">{title}</h1>
        {children}
      </main>
    </div>
  );
}
