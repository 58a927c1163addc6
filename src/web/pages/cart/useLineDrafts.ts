import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import type { MeasuredResolution } from '../../../shared/design/print-resolution';
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
 * proofed. A change refused only for its print resolution is held instead: the shopper sees it with the
 * server's measure and either says "print anyway" (`accept`, sent again with the acceptance) or picks
 * another size.
 */
export function useLineDrafts(
  update: (id: string, options: StickerOptions, acceptLowResolution?: boolean) => Promise<unknown>,
  reasonOf: (error: unknown) => string,
  lowResolutionOf: (error: unknown) => MeasuredResolution | null,
) {
  const [drafts, setDrafts] = useState<Record<string, StickerOptions>>({});
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const [held, setHeld] = useState<Record<string, MeasuredResolution>>({});

  /** Only the change that was sent is settled: an edit made meanwhile stays a draft (and is sent next). */
  const settle = (id: string, sent: StickerOptions, reason: string | null) => {
    setDrafts((d) => (d[id] === sent ? without(d, id) : d));
    setRefusals((r) => (reason ? { ...r, [id]: reason } : without(r, id)));
    setHeld((h) => without(h, id));
  };
  const send = (id: string, options: StickerOptions, acceptLowResolution?: boolean) =>
    update(id, options, acceptLowResolution).then(
      () => settle(id, options, null),
      (error: unknown) => {
        const measured = lowResolutionOf(error);
        if (measured) setHeld((h) => ({ ...h, [id]: measured }));
        else settle(id, options, reasonOf(error));
      },
    );
  const save = useDebouncedCallback((id: string, options: StickerOptions) => void send(id, options), 500);

  return {
    optionsOf: (id: string, saved: StickerOptions) => drafts[id] ?? saved,
    change: (id: string, next: StickerOptions) => {
      setDrafts((d) => ({ ...d, [id]: next }));
      setRefusals((r) => without(r, id));
      setHeld((h) => without(h, id));
      save(id, next);
    },
    /** "Print anyway" for the options shown: sent at once with the acceptance. */
    accept: (id: string, options: StickerOptions) => void send(id, options, true),
    saving: (id: string) => id in drafts && !(id in held),
    anySaving: Object.keys(drafts).some((id) => !(id in held)),
    refusal: (id: string) => refusals[id] ?? null,
    /** The server's measure of a change held for its resolution. */
    lowResolution: (id: string) => held[id] ?? null,
  };
}
