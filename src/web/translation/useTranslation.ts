import { useSyncExternalStore } from 'react';
import { translator } from './instance';
import type { TFunction, Translator } from './translator';

const subscribe = (onChange: () => void) => translator.onLanguageChanged(onChange);
const currentLanguage = () => translator.language;

/** `{ t, i18n }` like react-i18next's hook: the component re-renders when the interface language changes. */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  return { t: translator.tForCurrentLanguage(), i18n: translator };
}
