import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import type { StickerOptions } from '../../../shared/sticker';

const without = <T>(record: Record<string, T>, id: string): Record<string, T> => {
  const { [id]: _gone, ...rest } = record;
  return rest;
};

/**
 * The options a shopper is changing on cart lines: shown and priced at once, saved to the server shortly
 * after. The server's answer settles each change: accepted, the cart holds the new line and its new proof;
 * refused, the draft is dropped so the line shows what the server still holds, with the reason. Nothing
 * is paid for while a change is unsettled, so the checkout never charges options the server has not
 * proofed.
 */
export function useLineDrafts(update: (id: string, options: StickerOptions) => Promise<unknown>, reasonOf: (error: unknown) => string) {
  const [drafts, setDrafts] = useState<Record<string, StickerOptions>>({});
  const [refusals, setRefusals] = useState<Record<string, string>>({});

  /** Only the change that was sent is settled: an edit made meanwhile stays a draft (and is sent next). */
  const settle = (id: string, sent: StickerOptions, reason: string | null) => {
    setDrafts((d) => (d[id] === sent ? without(d, id) : d));
    setRefusals((r) => (reason ? { ...r, [id]: reason } : without(r, id)));
  };
  const save = useDebouncedCallback((id: string, options: StickerOptions) => {
    update(id, options).then(
      () => settle(id, options, null),
      (error: unknown) => settle(id, options, reasonOf(error)),
    );
  }, 500);

  return {
    optionsOf: (id: string, saved: StickerOptions) => drafts[id] ?? saved,
    change: (id: string, next: StickerOptions) => {
      setDrafts((d) => ({ ...d, [id]: next }));
      setRefusals((r) => without(r, id));
      save(id, next);
    },
    saving: (id: string) => id in drafts,
    anySaving: Object.keys(drafts).length > 0,
    refusal: (id: string) => refusals[id] ?? null,
  };
}
