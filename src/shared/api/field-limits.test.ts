import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { suspendUserSchema } from './admin';
import { customOrderRequestSchema } from './custom-orders';
import { numberLimits, stringLimits } from './field-limits';

describe('stringLimits', () => {
  it('reads min and max from a string schema', () => {
    expect(stringLimits(z.string().trim().min(3).max(80))).toEqual({ min: 3, max: 80 });
  });

  it('reads through optional, nullable, default and pipe wrappers', () => {
    expect(stringLimits(z.string().max(200).optional())).toEqual({ min: 0, max: 200 });
    expect(stringLimits(z.string().min(1).max(9).nullish())).toEqual({ min: 1, max: 9 });
    expect(stringLimits(z.string().trim().max(500).default(''))).toEqual({ min: 0, max: 500 });
    expect(
      stringLimits(
        z
          .string()
          .max(12)
          .pipe(z.string().transform((s) => s.length)),
      ),
    ).toEqual({ min: 0, max: 12 });
  });

  it('gives no max for an unbounded string and reads string formats', () => {
    expect(stringLimits(z.string())).toEqual({ min: 0, max: undefined });
    expect(stringLimits(z.string().email().max(254))).toEqual({ min: 0, max: 254 });
  });

  it('reads the shared request schemas the forms use', () => {
    expect(stringLimits(suspendUserSchema.shape.reason)).toEqual({ min: 3, max: 200 });
  });

  it('refuses a schema that is not a string', () => {
    expect(() => stringLimits(z.number().max(3))).toThrow(/not a string schema/);
  });
});

describe('numberLimits', () => {
  it('reads min and max from a number schema, through wrappers', () => {
    expect(numberLimits(z.number().int().min(1).max(9).optional())).toEqual({ min: 1, max: 9 });
    expect(numberLimits(customOrderRequestSchema.shape.quantity)).toEqual({ min: 1, max: 100_000 });
  });

  it('gives undefined for a side without a bound, and refuses a string', () => {
    expect(numberLimits(z.number().min(0))).toEqual({ min: 0, max: undefined });
    expect(() => numberLimits(z.string())).toThrow(/not a number schema/);
  });
});
