import { afterEach, describe, expect, it } from 'vitest';
import { editingDesignOf, forgetEditingDesign, rememberEditingDesign } from './editingDesign';

afterEach(() => forgetEditingDesign());

describe('the design being edited on this device', () => {
  it('is remembered per user: another user on the same browser never gets it', () => {
    rememberEditingDesign('alice', 'd1');
    expect(editingDesignOf('alice')).toBe('d1');
    expect(editingDesignOf('bob')).toBeNull();
    rememberEditingDesign('bob', 'd2');
    expect(editingDesignOf('alice')).toBeNull();
    expect(editingDesignOf('bob')).toBe('d2');
  });

  it('is forgotten when deleted (only that design) or when a new design is asked for (any)', () => {
    rememberEditingDesign('alice', 'd1');
    forgetEditingDesign('other');
    expect(editingDesignOf('alice')).toBe('d1');
    forgetEditingDesign('d1');
    expect(editingDesignOf('alice')).toBeNull();
    rememberEditingDesign('alice', 'd3');
    forgetEditingDesign();
    expect(editingDesignOf('alice')).toBeNull();
  });

  it('survives unreadable storage', () => {
    localStorage.setItem('sticker-studio:editing-design', '{not json');
    expect(editingDesignOf('alice')).toBeNull();
  });
});
