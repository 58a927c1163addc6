import { describe, expect, it } from 'vitest';
import { exportFileName } from './limits';

describe('exportFileName', () => {
  it('is "New Image" without a design name, and led by the name when there is one', () => {
    expect(exportFileName('png')).toBe('New Image.png');
    expect(exportFileName('svg', '  ')).toBe('New Image.svg');
    expect(exportFileName('png', 'Birthday cat')).toBe('Birthday cat – New Image.png');
  });

  it('replaces characters a file system refuses', () => {
    expect(exportFileName('json', 'a/b:c*?"<>|\td')).toBe('a b c d – New Image.json');
  });
});
