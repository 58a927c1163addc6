/**
 * The scheme a trusted proxy reports in X-Forwarded-Proto. Only `http` and `https` are ever taken
 * (the first value of a comma list, trimmed, any case); anything else — `https://evil.example`,
 * `javascript`, an empty value — is refused, so a redirect or HSTS decision is never built from it
 * (decision 27).
 */
export type ForwardedProto = { kind: 'absent' } | { kind: 'valid'; proto: 'http' | 'https' } | { kind: 'refused'; raw: string };

export function parseForwardedProto(header: string | undefined): ForwardedProto {
  if (header === undefined) return { kind: 'absent' };
  const first = header.split(',')[0]?.trim().toLowerCase();
  if (first === 'http' || first === 'https') return { kind: 'valid', proto: first };
  return { kind: 'refused', raw: header.slice(0, 200) };
}
