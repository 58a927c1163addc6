import { describe, expect, it } from 'vitest';
import en from '../../shared/i18n/en.json';
import zh from '../../shared/i18n/zh.json';
import { type TranslateOptions, Translator } from './translator';

function make(language = 'en') {
  const translator = new Translator(language);
  translator.addTexts('en', { greet: 'Hello {{name}}', items_one: '{{count}} item', items_other: '{{count}} items', nested: { deep: 'Deep' }, list: ['a', 'b'] });
  translator.addTexts('zh', { greet: '你好 {{name}}', items_other: '{{count}} 件' });
  return translator;
}

// Made-up keys, called through `translate` rather than `t(` so the catalogue test (which collects the
// web app's t('…') keys) does not take them for the app's.
const say = (translator: Translator, key: string, options?: TranslateOptions) => translator.t(key, options);

describe('Translator', () => {
  it('reads nested keys and fills placeholders', () => {
    const translate = make().t;
    expect(translate('nested.deep')).toBe('Deep');
    expect(translate('greet', { name: 'Ada' })).toBe('Hello Ada');
    expect(translate('greet')).toBe('Hello {{name}}');
  });

  it('picks the plural form of the language', () => {
    const translator = make();
    expect(say(translator, 'items', { count: 1 })).toBe('1 item');
    expect(say(translator, 'items', { count: 3 })).toBe('3 items');
    translator.changeLanguage('zh');
    expect(say(translator, 'items', { count: 1 })).toBe('1 件');
  });

  it('falls back to English, then to the default value, then to the key', () => {
    const translator = make('zh');
    expect(say(translator, 'nested.deep')).toBe('Deep');
    expect(say(translator, 'missing.key', { defaultValue: 'Spare {{n}}', n: 2 })).toBe('Spare 2');
    expect(say(translator, 'missing.key')).toBe('missing.key');
    expect(translator.exists('nested.deep')).toBe(true);
    expect(translator.exists('nested')).toBe(false);
  });

  it('returns objects only when asked', () => {
    const translate = make().t;
    expect(translate('list', { returnObjects: true })).toEqual(['a', 'b']);
    expect(translate('nested')).toBe('nested');
  });

  it('tells listeners about a language change and gives a new t per language', () => {
    const translator = make();
    const seen: string[] = [];
    const stop = translator.onLanguageChanged((lng) => seen.push(lng));
    const enT = translator.tForCurrentLanguage();
    translator.changeLanguage('zh');
    translator.changeLanguage('zh');
    stop();
    translator.changeLanguage('en');
    expect(seen).toEqual(['zh']);
    expect(translator.tForCurrentLanguage()).toBe(enT);
  });

  it('later texts add to a catalogue without losing earlier sections', () => {
    const translator = new Translator('en');
    translator.addTexts('en', { a: { x: 'X' } });
    translator.addTexts('en', { a: { y: 'Y' } });
    expect([say(translator, 'a.x'), say(translator, 'a.y')]).toEqual(['X', 'Y']);
  });

  it('translates every plural key of the real catalogues in both languages', () => {
    const translator = new Translator('en');
    translator.addTexts('en', en);
    translator.addTexts('zh', zh);
    expect(say(translator, 'credits.left', { count: 1, formatted: '1' })).toBe(en.credits.left_one.replace('{{formatted}}', '1'));
    expect(say(translator, 'credits.left', { count: 5, formatted: '5' })).toBe(en.credits.left_other.replace('{{formatted}}', '5'));
    translator.changeLanguage('zh');
    expect(say(translator, 'credits.left', { count: 1, formatted: '1' })).toBe(zh.credits.left_other.replace('{{formatted}}', '1'));
  });
});
