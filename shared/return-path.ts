/** Only a same-site path may be returned to after login: never another origin (no open redirect). */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return undefined;
  }
  if (value.startsWith('/api/') || value.startsWith('/login')) return undefined;
  return value;
}
