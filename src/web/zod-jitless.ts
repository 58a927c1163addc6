/**
 * Zod compiles fast object parsers with `new Function` when it may, and first probes whether it may by
 * calling it. Under the site's CSP (`script-src 'self'`, no 'unsafe-eval') the probe is refused and the
 * browser reports a CSP violation on every page, even though zod catches the error. Jitless, zod never
 * probes nor compiles. Imported first by every browser entry, before any module builds a schema (the
 * probe runs when the first object schema is made).
 *
 * The flag is set on the object zod keeps its settings in, shared by every copy of zod on the page
 * (`globalThis.__zod_globalConfig`, what `z.config()` writes to), whether zod has loaded yet or not:
 * importing `zod` here would put 10 kB of it on the landing page's first paint for one flag.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;
