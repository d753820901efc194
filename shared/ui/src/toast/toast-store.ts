/** What a save confirmation says, and where the saved record can be opened. */
export interface SavedToast {
  /** e.g. "Farmer Jane Wanjiru saved". */
  message: string;
  /** The record's page, e.g. { to: '/farmers/farmers-profiles/<id>', label: 'View farmer' }. */
  link?: { to: string; label: string };
}

export interface ShownToast extends SavedToast {
  id: number;
}

/** More than this at once is noise: the oldest gives way to a new one. */
export const MAX_TOASTS = 3;

// @maziwa/ui is one shared singleton across the host and every remote, so a module-level
// list is what a remote's page and the host's <Toaster /> both see.
let toasts: readonly ShownToast[] = [];
let nextId = 1;
let toasters = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/**
 * Confirms a save to the person: the shell's <Toaster /> shows it for a few seconds (longer
 * while the pointer or focus is on it), with a link to the record when given.
 *
 * @example
 * showToast({ message: `Farmer ${name} saved`, link: { to: farmerPath(id), label: 'View farmer' } });
 */
export function showToast(toast: SavedToast): void {
  // With no toaster on screen (a page rendered on its own) there is nobody to tell; keeping
  // it would show an old save on whichever page mounts a toaster next.
  if (toasters === 0) return;
  toasts = [...toasts, { message: toast.message, link: toast.link, id: nextId++ }].slice(-MAX_TOASTS);
  emit();
}

/** Takes one toast away (its close button, its link followed, its time up). */
export function dismissToast(id: number): void {
  if (!toasts.some((toast) => toast.id === id)) return;
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

export const currentToasts = (): readonly ShownToast[] => toasts;

/**
 * Called by each mounted <Toaster />. When the last one goes (signing out of the shell, a test
 * ending) what it showed goes too, so a later page never shows an old save.
 */
export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  toasters += 1;
  return () => {
    listeners.delete(listener);
    toasters -= 1;
    if (toasters === 0) toasts = [];
  };
}
