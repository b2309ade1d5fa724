/** E-mail addresses are compared case-insensitively; we keep one canonical form. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
