import { describe, expect, it } from 'vitest';
import { prefixQuery, searchTextOf } from './search';

describe('catalog search', () => {
  it('indexes name, category, tags and description in lower case', () => {
    expect(searchTextOf({ name: 'Happy Cat', category: 'pets', tags: ['kitten', 'cute'], description: 'A grin' })).toBe('happy cat pets kitten cute a grin');
  });

  it('turns a search into prefix words that must all match, dropping tsquery operators', () => {
    expect(prefixQuery('Kit cat')).toBe('kit:* & cat:*');
    expect(prefixQuery("cat & !dog | (x) 'y':*")).toBe('cat:* & dog:* & x:* & y:*');
    expect(prefixQuery('生日 快乐')).toBe('生日:* & 快乐:*');
    expect(prefixQuery(' !&| ')).toBeNull();
  });
});
