import { DomainError } from '../domain/errors';

/** Keyset cursors: the last row's sort values, as base64url JSON. Only cursors of the expected shape are read. */
export function encodeCursor(values: Array<string | number>): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

type Part = 'date' | 'id' | 'int';

const fits: Record<Part, (v: unknown) => boolean> = {
  date: (v) => typeof v === 'string' && v.length <= 40 && /^\d{4}-\d\d-\d\dT[\d:.]+Z$/.test(v) && !Number.isNaN(Date.parse(v)),
  id: (v) => typeof v === 'string' && v.length <= 100 && /^[\w-]+$/.test(v),
  int: (v) => typeof v === 'number' && Number.isSafeInteger(v),
};

/** The cursor's values, each checked against its part (an ISO date, an id, an integer); anything else is 400. */
export function decodeCursor(cursor: string, shape: readonly Part[]): Array<string | number> {
  try {
    const values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(values) && values.length === shape.length && shape.every((part, i) => fits[part](values[i]))) return values;
  } catch {}
  throw new DomainError('invalid', 'invalid_input', 'cursor: not a cursor this server gave out');
}
