// The language a request is answered in (docs/decisions/0020-languages.md): the language switch's cookie, else
// the signed-in account's saved language, else Accept-Language, else English. Every answer says which in
// Content-Language.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  chooseLocale,
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  localeFromAcceptLanguage,
  type Locale,
} from '@ikaze/domain';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
  }
}

/** Registered after the auth plugin, whose hook finds the account first. */
export const localePlugin = fp((app: FastifyInstance, _options, done: () => void) => {
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.addHook('onRequest', async (request, reply) => {
    request.locale = chooseLocale({
      cookie: request.cookies[LOCALE_COOKIE],
      account: request.currentUser?.locale,
      acceptLanguage: request.headers['accept-language'],
    });
    void reply.header('content-language', request.locale);
  });
  done();
});

/** The language switch's cookie, as the web app writes it: a year, the whole site, readable by the page. */
export function setLocaleCookie(reply: FastifyReply, locale: Locale) {
  void reply.setCookie(LOCALE_COOKIE, locale, {
    path: '/',
    sameSite: 'lax',
    maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS,
  });
}

/**
 * The language the browser itself asked for: the switch's cookie, else the best of ours in Accept-Language;
 * undefined when it named none (English then is only a default, not a choice worth saving on an account).
 */
export function browserLocale(request: FastifyRequest): Locale | undefined {
  const cookie = request.cookies[LOCALE_COOKIE];
  return isLocale(cookie) ? cookie : localeFromAcceptLanguage(request.headers['accept-language']);
}
