import { useSession } from '@maziwa/api-client';
import { Button } from '@maziwa/ui';
import { useState, type FormEvent } from 'react';

/** A plain sign-in for developing a remote without the host (same API, same session store). */
export function StandaloneLogin({ remoteId }: { remoteId: string }) {
  const login = useSession((s) => s.login);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      await login(email, password);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Login failed. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="mz-dev-shell__login" onSubmit={submit}>
      <h1>Login to Account</h1>
      <p>Standalone {remoteId} remote (development)</p>
      <LoginField label="Email" type="email" autoComplete="username" value={email} onChange={setEmail} />
      <LoginField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      {error && <p role="alert">{error}</p>}
      <Button type="submit" loading={busy}>
        Sign In
      </Button>
    </form>
  );
}

interface LoginFieldProps {
  label: string;
  /** Also the field's name. */
  type: 'email' | 'password';
  autoComplete: string;
  value: string;
  onChange(value: string): void;
}

/** A labelled, required input of the sign-in form. */
function LoginField({ label, type, autoComplete, value, onChange }: LoginFieldProps) {
  return (
    <label>
      {label}
      <input
        name={type}
        type={type}
        autoComplete={autoComplete}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
