/**
 * The interface's translator: the part of i18next this app uses (nested keys, `{{value}}` interpolation,
 * `_one`/`_other` plurals by Intl.PluralRules, `defaultValue`, `returnObjects`, an English fallback), in
 * about 2 kB instead of 18 kB on the landing page's first paint (decision 28). Pure: no DOM, no React.
 */

export type Texts = Record<string, unknown>;
export type TranslateOptions = { count?: number; defaultValue?: string; returnObjects?: boolean } & Record<string, unknown>;
export type TFunction = (key: string, options?: TranslateOptions) => string;
type Listener = (language: string) => void;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

function lookup(texts: Texts | undefined, key: string): unknown {
  let node: unknown = texts;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Texts)[part];
  }
  return node;
}

/** Deep merge of catalogue sections (a later bundle adds keys and overrides leaves). */
function merge(into: Texts, from: Texts): Texts {
  const out: Texts = { ...into };
  for (const [k, v] of Object.entries(from)) {
    const before = out[k];
    out[k] = v && typeof v === 'object' && !Array.isArray(v) && before && typeof before === 'object' && !Array.isArray(before) ? merge(before as Texts, v as Texts) : v;
  }
  return out;
}

/** `{{name}}` → the value; a placeholder without a value stays as it is (what i18next does by default). */
function interpolate(text: string, values: Record<string, unknown>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = lookup(values, name);
    return value === undefined || value === null ? whole : String(value);
  });
}

export class Translator {
  language: string;
  private readonly texts = new Map<string, Texts>();
  private readonly listeners = new Set<Listener>();
  private readonly pluralRules = new Map<string, Intl.PluralRules>();

  constructor(
    language: string,
    private readonly fallbackLanguage = 'en',
  ) {
    this.language = language;
  }

  addTexts(language: string, texts: Texts): void {
    this.texts.set(language, merge(this.texts.get(language) ?? {}, texts));
  }

  /** The raw entry for a key in the current language, else in the fallback language. */
  private find(key: string): unknown {
    const own = lookup(this.texts.get(this.language), key);
    return own !== undefined ? own : lookup(this.texts.get(this.fallbackLanguage), key);
  }

  private plural(count: number): string {
    let rules = this.pluralRules.get(this.language);
    if (!rules) {
      rules = new Intl.PluralRules(this.language);
      this.pluralRules.set(this.language, rules);
    }
    return rules.select(count);
  }

  exists(key: string): boolean {
    return typeof this.find(key) === 'string';
  }

  readonly t: TFunction = (key, options = {}) => {
    let entry: unknown;
    if (typeof options.count === 'number') {
      for (const candidate of [`${key}_${this.plural(options.count)}`, `${key}_other`, key]) {
        entry = this.find(candidate);
        if (entry !== undefined) break;
      }
    } else entry = this.find(key);
    if (options.returnObjects && entry !== undefined && typeof entry === 'object') return entry as unknown as string;
    if (typeof entry === 'string') return interpolate(entry, options);
    return options.defaultValue === undefined ? key : interpolate(options.defaultValue, options);
  };

  private readonly perLanguage = new Map<string, TFunction>();

  /**
   * `t` under a new identity for each language, so components that memoise on `t` recompute when the
   * language changes (what react-i18next's useTranslation gives).
   */
  tForCurrentLanguage(): TFunction {
    let t = this.perLanguage.get(this.language);
    if (!t) {
      t = (key, options) => this.t(key, options);
      this.perLanguage.set(this.language, t);
    }
    return t;
  }

  changeLanguage(language: string): void {
    if (language === this.language) return;
    this.language = language;
    for (const listener of this.listeners) listener(language);
  }

  /** Called after each language change; returns the unsubscribe function. */
  onLanguageChanged(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
