/**
 * better-auth answers sign-in, sign-up (and a few others) with the raw session token in the JSON body
 * as well as in the HttpOnly cookie. A script running in the page (an XSS) could read the body, never
 * the cookie: the token is taken out of the body so it lives only in the cookie (decision 27).
 */
export async function withoutSessionToken(res: Response): Promise<Response> {
  if (!res.headers.get('content-type')?.includes('application/json')) return res;
  const text = await res.clone().text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return res;
  }
  if (!stripTokens(body)) return res;
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: res.status, statusText: res.statusText, headers });
}

/** Removes `token` and `session.token` from an answer object; true when something was removed. */
function stripTokens(body: unknown): boolean {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
  const answer = body as { token?: unknown; session?: { token?: unknown } | null };
  let stripped = false;
  if ('token' in answer) {
    delete answer.token;
    stripped = true;
  }
  if (answer.session && typeof answer.session === 'object' && 'token' in answer.session) {
    delete answer.session.token;
    stripped = true;
  }
  return stripped;
}
