import { describe, expect, it } from 'vitest';
import en from '../../shared/i18n/en.json';
import zh from '../../shared/i18n/zh.json';
import { Translator } from '../translation/translator';
import { ApiError } from './client';
import { errorMessage } from './errors';
import { errorTextKey } from './errorTexts';
import { serverErrorCodes } from './serverErrorCodes.testkit';

function translatorIn(language: 'en' | 'zh') {
  const translator = new Translator(language);
  translator.addTexts('en', en);
  translator.addTexts('zh', zh);
  return translator;
}

const lookup = (texts: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), texts);

describe('API error messages', () => {
  const { codes, unresolved } = serverErrorCodes();

  it('reads every code the server can answer from its source', () => {
    expect(unresolved).toEqual([]);
    // A sample of each way a code is written: a literal, a helper, a constant, a subclass, a union type.
    for (const code of ['cart_full', 'not_found', 'revision_conflict', 'art_missing', 'bad_quantity', 'content_policy', 'pdf_encrypted', 'csrf']) expect(codes).toContain(code);
    expect(codes.size).toBeGreaterThan(100);
  });

  it('has a text of its own for each code, in English and in Chinese', () => {
    const missing: string[] = [];
    for (const code of codes) {
      const key = errorTextKey(code);
      const english = lookup(en, key);
      const chinese = lookup(zh, key);
      if (typeof english !== 'string' || typeof chinese !== 'string') missing.push(`${code} (${key})`);
      else if (english === chinese) missing.push(`${code}: the Chinese text is the English one`);
    }
    expect(missing).toEqual([]);
  });

  it('shows each code its own text, never the "account already exists" one for a 422', () => {
    for (const language of ['en', 'zh'] as const) {
      const translator = translatorIn(language);
      const exists = (key: string) => translator.exists(key);
      const userExists = translator.t('errors.userExists');
      const generic = translator.t('errors.generic');
      for (const code of codes) {
        const shown = errorMessage(new ApiError(422, code, 'the server says'), translator.t, exists);
        expect(shown, code).not.toBe(userExists);
        expect(shown, code).not.toBe(generic);
        expect(shown, code).not.toBe('the server says');
      }
    }
  });

  it('names the two refusals the issue saw with their own words, in both languages', () => {
    for (const language of ['en', 'zh'] as const) {
      const translator = translatorIn(language);
      const exists = (key: string) => translator.exists(key);
      const nothingToPrint = errorMessage(new ApiError(422, 'production_input', 'The design has nothing to print'), translator.t, exists);
      const vinylFiles = errorMessage(new ApiError(422, 'invalid_input', 'A vinyl decal has one file: svg'), translator.t, exists);
      expect(nothingToPrint).toBe(translator.t('cart.errors.production_input'));
      expect(vinylFiles).toBe(translator.t('apiErrors.invalid_input'));
      expect(new Set([nothingToPrint, vinylFiles, translator.t('errors.userExists')]).size).toBe(3);
    }
  });

  it("falls back to the server's own message for a code it does not know, and keeps better-auth's account-exists code", () => {
    const translator = translatorIn('en');
    const exists = (key: string) => translator.exists(key);
    expect(errorMessage(new ApiError(422, 'something_new', 'A new refusal, in words.'), translator.t, exists)).toBe('A new refusal, in words.');
    expect(errorMessage(new ApiError(422, 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', ''), translator.t, exists)).toBe(translator.t('errors.userExists'));
    expect(errorMessage(new ApiError(400, 'low_resolution', '', { dpi: 90, sizeIn: 4 }), translator.t, exists)).toContain('90');
  });
});
