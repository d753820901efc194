import { setIn } from 'formik';

/** Turns `{ 'a.b': 'x' }` into formik's nested shape `{ a: { b: 'x' } }`. */
export function nest<T>(flat: Record<string, T>): Record<string, unknown> {
  return Object.entries(flat).reduce<Record<string, unknown>>((acc, [path, value]) => setIn(acc, path, value), {});
}
