/** Only http(s) links may ever be stored or rendered; javascript:, data: and friends are refused. */
export function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
