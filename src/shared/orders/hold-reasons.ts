/**
 * The artwork problems the shop meets most, as presets of the hold form. The note the customer reads
 * is written in the order's language, so each preset carries its text in both; the admin may add free
 * text beside them.
 */
export const HOLD_REASONS = ['low_resolution', 'text_near_cut', 'thin_lines', 'colours_off_screen'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

export const HOLD_REASON_TEXT: Readonly<Record<HoldReason, { en: string; zh: string }>> = {
  low_resolution: {
    en: 'The art is about 90 DPI at this size: it will print blurry. Please send a larger image (300 DPI at the ordered size is best).',
    zh: '在此尺寸下图稿约为 90 DPI，印出来会模糊。请上传更大的图片（按订购尺寸 300 DPI 最佳）。',
  },
  text_near_cut: {
    en: 'Some text is too close to the cut line and may be trimmed. Please move it inward or send art with a wider margin.',
    zh: '部分文字离切割线太近，可能会被切掉。请把文字往里移，或上传留有更宽边距的图稿。',
  },
  thin_lines: {
    en: 'Some lines are thinner than the printer can hold (under 0.5 pt). Please thicken them.',
    zh: '部分线条比打印机能印出的更细（小于 0.5 pt）。请把线条加粗。',
  },
  colours_off_screen: {
    en: 'Some colours are outside what our printer can reproduce and will look duller than on screen.',
    zh: '部分颜色超出我们打印机能还原的范围，印出来会比屏幕上暗淡。',
  },
};

/** The note the customer reads: the chosen presets in the order's language, then the shop's own words. */
export function holdNoteText(reasons: readonly HoldReason[], note: string | undefined, language: 'en' | 'zh'): string {
  return [...reasons.map((r) => HOLD_REASON_TEXT[r][language]), note?.trim()].filter(Boolean).join('\n');
}

/** Days the shop waits for the customer's answer to a hold unless its setting says otherwise. */
export const DEFAULT_HOLD_ANSWER_DAYS = 14;
