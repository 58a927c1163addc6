/**
 * When a provider read was made, strictly increasing within this process: two reads in the same
 * millisecond still order (the later read gets the later stamp), so "apply only a newer read than the
 * one applied" never lets the earlier of two same-millisecond reads win.
 */
let last = 0;

export function readStamp(): Date {
  last = Math.max(Date.now(), last + 1);
  return new Date(last);
}
