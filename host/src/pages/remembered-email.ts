/** localStorage key of the e-mail kept by "Remember Password". */
export const REMEMBERED_EMAIL_KEY = 'maziwa.remembered_email';

// Only the e-mail is kept here. The password is left to the browser's password manager
// (autocomplete="current-password"): storing it in page storage would expose it to any
// script on the origin.

export function rememberedEmail(): string | null {
  try {
    return localStorage.getItem(REMEMBERED_EMAIL_KEY);
  } catch {
    return null;
  }
}

export function rememberEmail(email: string): void {
  try {
    localStorage.setItem(REMEMBERED_EMAIL_KEY, email);
  } catch {
    // Storage unavailable (private mode, quota): the box simply does not remember.
  }
}

export function forgetEmail(): void {
  try {
    localStorage.removeItem(REMEMBERED_EMAIL_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
