import { z } from 'zod';

/** The length bounds a string schema enforces: `min` is 0 when it sets none, `max` undefined. */
export interface StringLimits {
  min: number;
  max: number | undefined;
}

/** The schema inside optional/nullable/default/readonly/catch wrappers and pipes' input side. */
function innermost(schema: z.core.$ZodType): z.core.$ZodType {
  const def = schema._zod.def as { type: string; innerType?: z.core.$ZodType; in?: z.core.$ZodType };
  if (def.innerType) return innermost(def.innerType);
  if (def.type === 'pipe' && def.in) return innermost(def.in);
  return schema;
}

/**
 * A string field's bounds read from its zod schema, so a form's `maxLength` and "at least N characters"
 * come from the schema the server validates with instead of a second, hand-typed number.
 * Throws for a schema that is not a string: a wrong field would otherwise silently drop its limit.
 */
export function stringLimits(schema: z.core.$ZodType): StringLimits {
  const inner = innermost(schema);
  if (!(inner instanceof z.ZodString)) throw new TypeError(`stringLimits: not a string schema (${inner._zod.def.type})`);
  return { min: inner.minLength ?? 0, max: inner.maxLength ?? undefined };
}

/** The bounds a number schema enforces (undefined where it sets none). */
export interface NumberLimits {
  min: number | undefined;
  max: number | undefined;
}

/** A number field's bounds read from its zod schema (a NumberInput's min/max, a form's range check). */
export function numberLimits(schema: z.core.$ZodType): NumberLimits {
  const inner = innermost(schema);
  if (!(inner instanceof z.ZodNumber)) throw new TypeError(`numberLimits: not a number schema (${inner._zod.def.type})`);
  const finite = (n: number | null) => (n === null || !Number.isFinite(n) ? undefined : n);
  return { min: finite(inner.minValue), max: finite(inner.maxValue) };
}
