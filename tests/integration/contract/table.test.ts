import { describe, expect, it } from 'vitest';
import { loadSchema } from '../../../src/shared/api/endpoint';
import { endpoints } from '../../../src/shared/api/endpoints';
import { testDbKinds } from '../../setup/test-db';
import { accountCases } from './accounts.cases';
import { adminCases } from './admin.cases';
import { commerceCases } from './commerce.cases';
import { communityCases } from './community.cases';
import { designCases } from './designs.cases';
import { type Cases, contractContext, contractProblems, send, table } from './harness';
import { quoteCases } from './quotes.cases';

/** Every area's cases together: one case per endpoint, so a missing one is a type error here and a failure below. */
const cases: Cases = { ...accountCases, ...designCases, ...commerceCases, ...communityCases, ...adminCases, ...quoteCases };

describe.each(testDbKinds())('the API contract on %s', (kind) => {
  const context = contractContext(kind);

  it('has a case for every endpoint of the table', () => {
    const missing = table.filter(({ domain, name }) => !(cases as Record<string, Record<string, unknown>>)[domain]?.[name]);
    expect(missing.map(({ domain, name }) => `${domain}.${name}`)).toEqual([]);
  });

  it('would fail on an answer that changed shape', async () => {
    const ctx = context();
    const list = await send(ctx, ctx.user, endpoints.designs.list, { query: { limit: 1 } });
    const schema = await loadSchema(endpoints.designs.list.response);
    expect(contractProblems(schema, list.json)).toEqual([]);
    const [design] = list.json.designs;
    const { name: _removed, ...withoutName } = design;
    expect(contractProblems(schema, { ...list.json, designs: [withoutName] })).toEqual(['designs.0.name: Invalid input: expected string, received undefined']);
    expect(contractProblems(schema, { ...list.json, designs: [{ ...design, revision: String(design.revision) }] })).toEqual([
      'designs.0.revision: Invalid input: expected number, received string',
    ]);
    expect(contractProblems(schema, { ...list.json, designs: [{ ...design, addedLater: true }] })).toEqual(['$.designs[0].addedLater: not in the contract']);
  });
});
