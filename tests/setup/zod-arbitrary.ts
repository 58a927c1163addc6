import fc from 'fast-check';
import type { z } from 'zod';

/** Strings that pass most checks (e-mail, URL, UUID, ISO date, names), so a body reaches the handler's own logic. */
const PLAUSIBLE = ['Test', 'a@b.co', 'https://stickerstudio.ca/x', '00000000-0000-4000-8000-000000000000', '2030-01-01T00:00:00Z', 'all', 'x'];
/** What PostgreSQL cannot store, and other awkward text. */
export const NASTY_TEXT = ['a\u0000b', 'x\ud800', '\udc00', '\\u0000', '😀', '', ' ', 'a'.repeat(5000), '<script>', '1e309'];

const text = fc.oneof(
  fc.constantFrom(...PLAUSIBLE),
  fc.constantFrom(...PLAUSIBLE).chain((s) => fc.constantFrom(`${s}\u0000`, `${s}\ud800`, `\udfff${s}`)),
  fc.constantFrom(...NASTY_TEXT),
  fc.string({ unit: 'binary', maxLength: 12 }),
);
const number = fc.oneof(fc.integer({ min: 0, max: 100 }), fc.integer(), fc.double(), fc.constantFrom(1e308, -1e308, 2 ** 53 + 2, -0));
/** A value of the wrong type, now and then in place of the right one. */
const wrong = fc.oneof(fc.constant(null), fc.boolean(), number, text, fc.constant([]), fc.constant({}));

/**
 * Bodies shaped by a zod (v4) schema, with poisoned text and now and then a wrong type or a null, so
 * the fuzz test reaches past the first validation check into the handlers and the database.
 */
export function arbitraryOf(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const right = shaped(schema, depth);
  return fc.oneof({ arbitrary: right, weight: 9 }, { arbitrary: wrong, weight: 1 });
}

function shaped(schema: z.ZodType, depth: number): fc.Arbitrary<unknown> {
  const def = (schema as unknown as { _zod: { def: Record<string, any> } })._zod.def;
  if (depth > 6) return wrong;
  switch (def.type) {
    case 'string':
      return text;
    case 'number':
    case 'int':
    case 'bigint':
      return number;
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'optional':
      return fc.option(arbitraryOf(def.innerType, depth), { nil: undefined });
    case 'nullable':
      return fc.option(arbitraryOf(def.innerType, depth), { nil: null });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return fc.option(arbitraryOf(def.innerType, depth), { nil: undefined });
    case 'pipe':
      return shaped(def.in, depth);
    case 'lazy':
      return shaped(def.getter(), depth + 1);
    case 'array':
      return fc.array(arbitraryOf(def.element, depth + 1), { maxLength: 3 });
    case 'tuple':
      return fc.tuple(...(def.items as z.ZodType[]).map((item) => arbitraryOf(item, depth + 1)));
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map((option) => shaped(option, depth)));
    case 'record':
      return fc.dictionary(text, arbitraryOf(def.valueType, depth + 1), { maxKeys: 3 });
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const entries = Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, arbitraryOf(value, depth + 1)]));
      return fc.record(entries, { requiredKeys: [] }).map((o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)));
    }
    default:
      return wrong;
  }
}
