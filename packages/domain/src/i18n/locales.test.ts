import { describe, expect, it } from 'vitest';
import { chooseLocale, localeFromAcceptLanguage, localeOfTag } from './locales.ts';

describe('localeFromAcceptLanguage', () => {
  it('takes the best of our languages by weight, then by order', () => {
    expect(localeFromAcceptLanguage('fr-FR,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(localeFromAcceptLanguage('de-DE, en;q=0.5, rw;q=0.7')).toBe('rw');
    expect(localeFromAcceptLanguage('sw, en-GB;q=0.8, fr;q=0.8')).toBe('en');
    expect(localeFromAcceptLanguage('kin')).toBe('rw');
  });

  it('ignores languages refused with q=0 and answers nothing when none is ours', () => {
    expect(localeFromAcceptLanguage('fr;q=0, en;q=0.1')).toBe('en');
    expect(localeFromAcceptLanguage('de, sw')).toBeUndefined();
    expect(localeFromAcceptLanguage('')).toBeUndefined();
    expect(localeFromAcceptLanguage('*;q=abc,;;;')).toBeUndefined();
  });
});

describe('chooseLocale', () => {
  it('prefers the switch, then the account, then the browser, then English', () => {
    expect(chooseLocale({ cookie: 'rw', account: 'fr', acceptLanguage: 'en' })).toBe('rw');
    expect(chooseLocale({ cookie: 'xx', account: 'fr', acceptLanguage: 'en' })).toBe('fr');
    expect(chooseLocale({ account: null, acceptLanguage: 'fr-CA' })).toBe('fr');
    expect(chooseLocale({})).toBe('en');
  });

  it('reads region and script subtags', () => {
    expect(localeOfTag('rw-RW')).toBe('rw');
    expect(localeOfTag('EN_us')).toBe('en');
    expect(localeOfTag('zz')).toBeUndefined();
  });
});
