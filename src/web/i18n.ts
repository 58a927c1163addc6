// Only the English texts of the shell and the landing page are in the main bundle (FIRST_PAINT_SECTIONS,
// decision 18); each whole catalogue is a chunk, loaded for the language in use before a page renders.
import firstPaintEn from 'virtual:i18n-first-paint/en';
import { formatMoney, type Money } from '../shared/money';
import { translator as i18n } from './translation/instance';

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

i18n.onLanguageChanged(applyHtmlLang);

const CATALOGUES: Record<AppLanguage, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('../shared/i18n/en.json'),
  zh: () => import('../shared/i18n/zh.json'),
};
const catalogueLoads = new Map<AppLanguage, Promise<void>>();
let markCatalogueLoaded: () => void = () => {};
const catalogueLoaded = new Promise<void>((resolve) => {
  markCatalogueLoaded = resolve;
});

/** Adds a language's whole catalogue once; a failed download is retried at the next call (English first-paint texts keep showing). */
function loadCatalogue(lng: AppLanguage): Promise<void> {
  let load = catalogueLoads.get(lng);
  if (!load) {
    load = CATALOGUES[lng]().then(
      (m) => {
        i18n.addTexts(lng, m.default);
        markCatalogueLoaded();
      },
      () => {
        catalogueLoads.delete(lng);
      },
    );
    catalogueLoads.set(lng, load);
  }
  return load;
}

/** The texts of every page in the current language; route pages wait for it (src/web/routes.tsx). */
export function pageTextsReady(): Promise<void> {
  return loadCatalogue(normaliseLanguage(i18n.language));
}

let englishLaterTexts: Promise<void> | null = null;

/**
 * The texts of the landing page's lower parts (FIRST_PAINT_EXCLUDED): in English a small chunk of their
 * own, so the landing never waits for (or loads) the whole catalogue; in another language its whole
 * catalogue, already loaded before the first paint.
 */
export function laterTextsReady(): Promise<void> {
  if (normaliseLanguage(i18n.language) !== 'en') return pageTextsReady();
  englishLaterTexts ??= import('virtual:i18n-after-first-paint/en').then(
    (m) => {
      i18n.addTexts('en', m.default);
    },
    () => {
      englishLaterTexts = null;
    },
  );
  return englishLaterTexts;
}

/**
 * Resolves once a whole catalogue has loaded, without asking for one: a part that may wait (the footer's
 * newsletter form) loads as soon as the page it is on has paid for the texts anyway.
 */
export function whenPageTextsLoaded(): Promise<void> {
  return catalogueLoaded;
}

/** The language a shared link names (`?lang=en|zh`: the hreflang alternates the server writes, decision 94), or null. */
function languageOfUrl(): AppLanguage | null {
  if (typeof location === 'undefined') return null;
  const lang = new URLSearchParams(location.search).get('lang');
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(lang ?? '') ? (lang as AppLanguage) : null;
}

/**
 * The language of the link followed (for this visit: the kept choice is left as it is), else the choice
 * kept in localStorage, else the browser's first language (unsupported ones fall back to English).
 */
function detectLanguage(): AppLanguage {
  const linked = languageOfUrl();
  if (linked) return linked;
  try {
    const kept = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (kept) return normaliseLanguage(kept);
  } catch {}
  const preferred = typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
  return normaliseLanguage(preferred[0]);
}

i18n.addTexts('en', firstPaintEn);
i18n.changeLanguage(detectLanguage());
applyHtmlLang(i18n.language);

/**
 * Resolves when the first paint's texts are in (main.tsx renders the app after it): at once in English,
 * after the catalogue's chunk in another language (no flash of English for a Chinese browser).
 */
export const initialLanguageReady: Promise<void> = normaliseLanguage(i18n.language) === 'en' ? Promise.resolve() : pageTextsReady();

/** Changes the interface language, kept in localStorage so it survives reloads. */
export function setLanguage(lng: AppLanguage) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {}
  void loadCatalogue(lng).then(() => i18n.changeLanguage(lng));
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
