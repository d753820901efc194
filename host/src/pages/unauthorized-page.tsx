// STUB (replaced by the shell work).
export default function Page() {
  return <h1>Unauthorized</h1>;
}
