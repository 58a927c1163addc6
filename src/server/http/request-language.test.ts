import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { requestLanguage } from './request-language';

const app = new Hono().get('/', (c) => c.text(requestLanguage(c)));
const languageFor = async (acceptLanguage?: string) => (await app.request('/', acceptLanguage === undefined ? {} : { headers: { 'accept-language': acceptLanguage } })).text();

describe('requestLanguage: the shop language a request asks for', () => {
  it.each([
    ['zh-CN', 'zh'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh'],
    ['zh-Hant-TW', 'zh'],
    ['ZH', 'zh'],
    ['en-US,en;q=0.9,zh-CN;q=0.8', 'en'],
    ['en-CA', 'en'],
    // The most wanted of ours, by weight, whatever the order it is written in.
    ['en;q=0.5, zh-CN;q=0.9', 'zh'],
    // A language we do not have is passed over for the next one we do.
    ['fr-CA, zh;q=0.5', 'zh'],
    ['zh;q=0, en', 'en'],
  ])('%s → %s', async (header, expected) => {
    expect(await languageFor(header)).toBe(expected);
  });

  it.each([undefined, '', '*', 'fr-FR,de;q=0.8', 'zhx'])('English when nothing of ours is asked for (%s)', async (header) => {
    expect(await languageFor(header)).toBe('en');
  });
});
