// STUB (replaced by the shell work).
import { useSession } from '@maziwa/api-client';
import { useState } from 'react';

export default function LoginPage() {
  const login = useSession((s) => s.login);
  const [error, setError] = useState('');
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        const data = new FormData(e.currentTarget);
        try {
          await login(String(data.get('email')), String(data.get('password')));
        } catch (err) {
          setError((err as Error).message);
        }
      }}
    >
      <h1>Login to Account</h1>
      <label>Email <input name="email" type="email" required /></label>
      <label>Password <input name="password" type="password" required /></label>
      {error && <p role="alert">{error}</p>}
      <button type="submit">Sign In</button>
    </form>
  );
}
