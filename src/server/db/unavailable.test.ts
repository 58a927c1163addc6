import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows a database that restarts, refuses or cut the connection, also inside a wrapping error', () => {
    for (const err of [
      pgError('57P01', 'terminating connection due to administrator command'),
      pgError('57P03', 'the database system is starting up'),
      pgError('08006'),
      pgError('ECONNREFUSED'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Failed query: select 1', { cause: pgError('ECONNRESET') }),
    ])
      expect(isDatabaseUnavailable(err), String(err)).toBe(true);
  });

  it('does not take a bad query or another failure for an outage', () => {
    for (const err of [pgError('23505', 'duplicate key'), pgError('42P01', 'relation does not exist'), new Error('Something else'), null, undefined, 'text'])
      expect(isDatabaseUnavailable(err), String(err)).toBe(false);
  });
});
