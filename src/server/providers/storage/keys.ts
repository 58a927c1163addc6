/** Storage keys: slash-separated, no leading slash, no `..`, no backslashes or control characters. */
export function assertSafeKey(key: string): void {
  if (!key || key.length > 1024 || key.startsWith('/') || key.includes('\\') || /[\u0000-\u001f]/.test(key)) throw new Error(`Unsafe storage key: ${key}`);
  if (key.split('/').some((part) => part === '' || part === '.' || part === '..')) throw new Error(`Unsafe storage key: ${key}`);
}
