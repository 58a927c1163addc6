/**
 * The notes the app itself writes on an order's timeline (payments, expiry, refunds, reorders, the
 * artwork hold's answers), recognised so that each reader sees them in their own language. They are
 * stored in English as written; the shop's free-text notes match none of these and are shown as written.
 * Keep each pattern in step with the sentence its writer puts in `order_events.note`.
 */
export const TIMELINE_NOTE_PATTERNS = {
  paymentRecorded: /^Payment recorded by the shop$/,
  paidByCheckout: /^Paid \(checkout (?<ref>[\w-]+)\)$/,
  expired: /^Not paid in time: the order expired\.$/,
  reorderOf: /^Reorder of (?<ref>[\w-]+)$/,
  approvedAsIs: /^Artwork approved as it is$/,
  replacementUploaded: /^Replacement artwork uploaded$/,
  // Before the amounts below: "Full refund: CA$3.00 refunded" is a refund of an amount.
  fullRefund: /^Full refund: (?<rest>.+)$/,
  partialRefund: /^Partial refund: (?<rest>.+)$/,
  refunded: /^(?<amount>[^:·]+?) refunded$/,
  giveBackByHand: /^(?<amount>[^:·]+?) to give back by hand \(paid outside the site\)$/,
  latePaymentRefunded: /^A payment of (?<amount>.+?) arrived after the order was cancelled; it was refunded automatically\.$/,
  pricesUpdated: /^Prices updated to today's: the total was (?<was>.+?), it is now (?<now>.+?)\.$/,
} as const;

export type TimelineNoteKey = keyof typeof TIMELINE_NOTE_PATTERNS;

/** One piece of a note: a known sentence (its key and values, `rest` already split into its own pieces) or the shop's text. */
export type TimelineNotePart = { key: TimelineNoteKey; values: Record<string, string>; rest?: TimelineNotePart[] } | { text: string };

/** A stored note as its pieces (writers join several with " · "), each recognised or left as written. */
export function timelineNoteParts(note: string): TimelineNotePart[] {
  return note.split(' · ').map(partOf);
}

function partOf(text: string): TimelineNotePart {
  for (const [key, pattern] of Object.entries(TIMELINE_NOTE_PATTERNS) as [TimelineNoteKey, RegExp][]) {
    const match = pattern.exec(text);
    if (!match) continue;
    const { rest, ...values } = match.groups ?? {};
    return rest === undefined ? { key, values } : { key, values, rest: [partOf(rest)] };
  }
  return { text };
}
