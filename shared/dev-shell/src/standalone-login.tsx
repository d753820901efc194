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
      <label>
        Email
        <input
          name="email"
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </label>
      <label>
        Password
        <input
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </label>
      {error && <p role="alert">{error}</p>}
      <Button type="submit" loading={busy}>
        Sign In
      </Button>
    </form>
  );
}
