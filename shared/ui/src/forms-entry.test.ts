import { readFileSync } from 'node:fs';
import path from 'node:path';

// The kit has two entries, shared as two singletons: `@maziwa/ui` (index.ts) and
// `@maziwa/ui/forms` (forms.ts). A relative import from a form file into the rest of the kit
// would bundle a second copy of that module into the forms entry, with its own state: a toast
// shown where no Toaster listens, a permission check outside the shell's provider. And if the
// main entry imported a form file, formik and yup would load with every page again.

const SRC = __dirname;
const IMPORT = /(?:import|export)\s[^;]*?from\s+'([^']+)'/g;

/** The kit's files an entry reaches through relative imports, itself included. */
function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(IMPORT)) {
      if (!specifier.startsWith('.') || specifier.endsWith('.css')) continue;
      const base = path.resolve(path.dirname(file), specifier);
      const candidates = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
      const found = candidates.find((candidate) => {
        try {
          readFileSync(candidate);
          return true;
        } catch {
          return false;
        }
      });
      if (found) visit(found);
    }
  };
  visit(path.join(SRC, entry));
  return seen;
}

const relative = (files: Set<string>) => [...files].map((file) => path.relative(SRC, file)).sort();

describe('the two entries of the kit', () => {
  const main = reachable('index.ts');
  const forms = reachable('forms.ts');

  it('share no file: the forms entry takes the rest of the kit from @maziwa/ui', () => {
    expect(relative(new Set([...forms].filter((file) => main.has(file))))).toEqual([]);
  });

  it('keep formik and yup out of the main entry', () => {
    // A type-only import is erased from the build: it loads nothing.
    const loadsFormLibrary = /^(?:import|export)\s(?!type\s)[^;]*from '(?:formik|yup)'/m;
    const withFormLibraries = [...main].filter((file) => loadsFormLibrary.test(readFileSync(file, 'utf8')));
    expect(relative(new Set(withFormLibraries))).toEqual([]);
  });

  it('give lists and badges what they show about a person without the form kit', () => {
    // A list page of drivers or farmers imports these from the main entry: its first load has no formik.
    expect(relative(main)).toEqual(
      expect.arrayContaining([
        'format/calendar-day.ts',
        'permissions/person-permissions.ts',
        'person/person-options.ts',
      ]),
    );
  });

  it('still reach the files they are for', () => {
    expect(relative(forms)).toEqual(
      expect.arrayContaining(['dialog/form-dialog.tsx', 'form/form.tsx', 'person-form/index.ts']),
    );
    expect(relative(main)).toEqual(
      expect.arrayContaining([
        'data-table/data-table.tsx',
        'dialog/confirm-dialog.tsx',
        'dialog/lazy-dialog.tsx',
        'form/field-errors.ts',
      ]),
    );
  });
});
