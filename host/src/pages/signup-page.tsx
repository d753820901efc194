// STUB (replaced by the shell work).
export default function Page() {
  return <h1>Create Account</h1>;
}
