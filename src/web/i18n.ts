import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import en from '../shared/i18n/en.json';
import zh from '../shared/i18n/zh.json';
import { formatMoney, type Money } from '../shared/money';

export const SUPPORTED_LANGUAGES = ['en', 'zh'] as const;
export type AppLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** zh-CN, zh-TW, zh-Hans… → zh; everything else → its base language (unsupported ones fall back to en). */
export function normaliseLanguage(lng: string | undefined | null): AppLanguage {
  const base = (lng ?? '').toLowerCase().split(/[-_]/)[0];
  return base === 'zh' ? 'zh' : 'en';
}

/** BCP 47 tag for <html lang> and Intl formatting. */
export function localeTag(lng: string): string {
  return normaliseLanguage(lng) === 'zh' ? 'zh-CN' : 'en-CA';
}

function applyHtmlLang(lng: string) {
  document.documentElement.lang = normaliseLanguage(lng) === 'zh' ? 'zh-CN' : 'en';
}

i18n.on('languageChanged', applyHtmlLang);

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en }, zh: { translation: zh } },
    fallbackLng: 'en',
    supportedLngs: [...SUPPORTED_LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
    detection: {
      order: ['localStorage', 'navigator'],
      caches: ['localStorage'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      convertDetectedLanguage: (lng: string) => normaliseLanguage(lng),
    },
    initAsync: false,
  });

applyHtmlLang(i18n.language);

/** Changes the interface language; the detector caches it in localStorage so it survives reloads. */
export function setLanguage(lng: AppLanguage) {
  void i18n.changeLanguage(lng);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {}
}

export function formatDate(value: string | Date | null | undefined, lng: string, withTime = false): string {
  if (!value) return '—';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(localeTag(lng), withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }).format(date);
}

export function formatNumber(value: number, lng: string): string {
  return new Intl.NumberFormat(localeTag(lng)).format(value);
}

/** An amount with its own currency code ("CAD 4.99"), in the interface language (decision 19). */
export function formatPrice(value: Money, lng: string): string {
  return formatMoney(value, localeTag(lng));
}

export default i18n;
