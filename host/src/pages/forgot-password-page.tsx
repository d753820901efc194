// STUB (replaced by the shell work).
export default function Page() {
  return <h1>Forgot Password</h1>;
}
