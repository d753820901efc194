// STUB (replaced by the shell work).
export default function Page() {
  return <h1>Settings</h1>;
}
