import type { TranslateOptions } from '../../translation/translator';

/** A blog tag in the reader's language: the shipped tutorials' tags are translated, members' own as written. */
export function blogTagLabel(t: (key: string, options?: TranslateOptions) => string, tag: string): string {
  return t(`blog.tagNames.${tag}`, { defaultValue: tag });
}
