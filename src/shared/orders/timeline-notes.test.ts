import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import zh from '../i18n/zh.json';
import { TIMELINE_NOTE_PATTERNS, timelineNoteParts } from './timeline-notes';

describe('timeline notes in the reader language', () => {
  it('recognises the notes the app writes, with their values, and leaves the shop text as written', () => {
    expect(timelineNoteParts('Payment recorded by the shop')).toEqual([{ key: 'paymentRecorded', values: {} }]);
    expect(timelineNoteParts('Reorder of 1A2B3C4D')).toEqual([{ key: 'reorderOf', values: { ref: '1A2B3C4D' } }]);
    expect(timelineNoteParts('Wrong size · CA$12.50 refunded')).toEqual([{ text: 'Wrong size' }, { key: 'refunded', values: { amount: 'CA$12.50' } }]);
    expect(timelineNoteParts('Full refund: CA$3.00 to give back by hand (paid outside the site) · sorry')).toEqual([
      { key: 'fullRefund', values: {}, rest: [{ key: 'giveBackByHand', values: { amount: 'CA$3.00' } }] },
      { text: 'sorry' },
    ]);
    expect(timelineNoteParts("Prices updated to today's: the total was CA$10.00, it is now CA$11.00.")).toEqual([
      { key: 'pricesUpdated', values: { was: 'CA$10.00', now: 'CA$11.00' } },
    ]);
  });

  it('has every note in English and Chinese, with the same placeholders', () => {
    const enNotes = (en as { orders: { notes: Record<string, string> } }).orders.notes;
    const zhNotes = (zh as { orders: { notes: Record<string, string> } }).orders.notes;
    const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(TIMELINE_NOTE_PATTERNS)) {
      expect(enNotes[key], key).toBeTruthy();
      expect(zhNotes[key], key).toMatch(/\p{Script=Han}/u);
      expect(placeholders(zhNotes[key]), key).toEqual(placeholders(enNotes[key]));
    }
  });
});
