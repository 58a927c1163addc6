import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps } from '../deps';
import { findUnstorableText, hasUnstorableText, jsonHasUnstorableText } from '../domain/storable-text';
import { clientIp } from '../http/client-ip';
import type { AppEnv } from '../http/env';
import { errorBody } from '../http/errors';
import { hitCounter } from '../services/security/rate-counter';

export const INVALID_TEXT_MESSAGE = 'The request contains characters that cannot be stored (NUL or an unpaired surrogate).';
/** Refusals logged per address per minute (a fuzzing client must not flood the security log). */
export const LOGGED_REFUSALS_PER_MINUTE = 10;

/** Requests already checked: admin modules are mounted inside the admin module, so the check meets them twice. */
const checked = new WeakSet<object>();

/**
 * Refuses, with 400 `invalid_text`, any request whose path, query, or body text holds a NUL or an
 * unpaired surrogate, which PostgreSQL cannot store (decision 25). Runs behind each module's body
 * limit (http/route-module.ts), so it never reads more than the route accepts, and reads a clone of
 * the body, so handlers (and better-auth, which reads the raw request) still find it whole.
 */
export function refuseUnstorableText(deps: Pick<AppDeps, 'database' | 'config' | 'securityLog'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (checked.has(c.req)) return next();
    checked.add(c.req);
    const found = unstorableInUrl(c.req.url) ?? (await unstorableInBody(c.req.raw));
    if (!found) return next();
    // A read of a path nothing stored can be named: not found (as it always was), not a refusal.
    if (found.field === 'path' && (c.req.method === 'GET' || c.req.method === 'HEAD')) return c.json(errorBody('not_found', 'Not found.'), 404);
    await logRefusal(c, deps, found);
    return c.json(errorBody('invalid_text', INVALID_TEXT_MESSAGE, { field: found.field }), 400);
  };
}

interface Found {
  /** Where: `path`, `query.q`, `body.details.note`, `body` (when the JSON cannot be parsed to say more). */
  field: string;
  text?: string;
}

function unstorableInUrl(url: string): Found | null {
  const { pathname, search } = new URL(url);
  if (/%00/i.test(pathname) || hasUnstorableText(pathname)) return { field: 'path', text: safeDecode(pathname) };
  for (const [key, value] of new URLSearchParams(search)) {
    if (hasUnstorableText(key) || hasUnstorableText(value)) return { field: `query.${key}`, text: value };
  }
  return null;
}

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

const MULTIPART = /^multipart\/form-data\s*;/i;
const URLENCODED = /^application\/x-www-form-urlencoded/i;
/** Bodies read as text somewhere: JSON (labelled or not, better-auth parses what it gets) and text/*. */
const TEXTUAL = /^(application\/([\w.-]+\+)?json|text\/)/i;

async function unstorableInBody(request: Request): Promise<Found | null> {
  if (!request.body || request.method === 'GET' || request.method === 'HEAD') return null;
  const type = request.headers.get('content-type') ?? '';
  if (MULTIPART.test(type))
    return unstorableInForm(
      await request
        .clone()
        .formData()
        .catch(() => null),
    );
  if (URLENCODED.test(type)) {
    for (const [key, value] of new URLSearchParams(await request.clone().text())) {
      if (hasUnstorableText(key) || hasUnstorableText(value)) return { field: `body.${key}`, text: value };
    }
    return null;
  }
  if (type && !TEXTUAL.test(type)) return null; // images and other binary bodies
  const text = await request.clone().text();
  if (!jsonHasUnstorableText(text)) return null;
  return whereInJson(text);
}

/** Only on refusal: parse once more to name the field (for the client and the security log). */
function whereInJson(text: string): Found {
  try {
    const found = findUnstorableText(JSON.parse(text));
    if (found) return { field: found.path ? `body.${found.path}` : 'body', text: found.text };
  } catch {
    // not JSON: a raw NUL in some text body
  }
  return { field: 'body', text: text.slice(0, 200) };
}

/** Text fields and file names; a form that does not parse is left to the handler to refuse. */
function unstorableInForm(form: FormData | null): Found | null {
  if (!form) return null;
  for (const [key, value] of form) {
    const text = typeof value === 'string' ? value : value.name;
    if (hasUnstorableText(key) || hasUnstorableText(text)) return { field: `body.${key}`, text };
  }
  return null;
}

async function logRefusal(c: Context<AppEnv>, deps: Pick<AppDeps, 'database' | 'config' | 'securityLog'>, found: Found) {
  const ip = clientIp(c, deps.config.trustProxy);
  const count = await hitCounter(deps.database.db, `invalid-text:${ip}`, 60_000).catch(() => 0);
  if (count > LOGGED_REFUSALS_PER_MINUTE) return;
  await deps.securityLog.log({
    event: 'unstorable_text_refused',
    severity: 'low',
    details: { method: c.req.method, path: c.req.path, field: found.field, value: found.text?.slice(0, 200), ip },
    userAgent: c.req.header('user-agent'),
    url: c.req.path,
    userId: c.get('viewer')?.id ?? null,
  });
}
