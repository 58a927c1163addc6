import { describe, expect, it } from 'vitest';
import { type AdminFilter, initialValues, inputCount, oneOf, setValues, typedValues } from './filters';

const FILTERS: AdminFilter[] = [
  { kind: 'select', key: 'status', label: 'Status', options: [{ value: 'new', label: 'New' }], fromUrl: true },
  { kind: 'text', key: 'email', label: 'E-mail', fromUrl: true },
  { kind: 'text', key: 'q', label: 'Search' },
  { kind: 'days' },
];

describe('admin list filters', () => {
  it('start empty, taking from the URL only what a filter allows', () => {
    expect(initialValues(FILTERS, new URLSearchParams('status=new&email=a@b.c&q=ignored'))).toEqual({ status: 'new', email: 'a@b.c', q: '', from: '', to: '' });
    expect(initialValues(FILTERS, new URLSearchParams('status=bogus')).status).toBe('');
  });

  it('trim the typed text (what the debounce waits for)', () => {
    expect(typedValues(FILTERS, { status: 'new', email: ' a ', q: 'x  ', from: '', to: '' })).toEqual({ email: 'a', q: 'x' });
  });

  it('count a day range as two inputs', () => {
    expect(inputCount(FILTERS)).toBe(5);
  });

  it('leave unset values out of a query and keep a select to its options', () => {
    expect(setValues({ q: 'x', email: '' }, ['q', 'email'])).toEqual({ q: 'x' });
    expect(oneOf('new', ['new', 'closed'] as const)).toBe('new');
    expect(oneOf('other', ['new', 'closed'] as const)).toBeUndefined();
  });
});
