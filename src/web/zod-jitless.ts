import { z } from 'zod';

/**
 * Zod compiles fast object parsers with `new Function` when it may, and first probes whether it may by
 * calling it. Under the site's CSP (`script-src 'self'`, no 'unsafe-eval') the probe is refused and the
 * browser reports a CSP violation on every page, even though zod catches the error. Jitless, zod never
 * probes nor compiles. Imported first by every browser entry, before any module builds a schema (the
 * probe runs when the first object schema is made).
 */
z.config({ jitless: true });
