// Public pages with their own head (link previews, search engines), the sitemap and robots.txt, link-preview
// pictures, the help pages' API and the contact form (docs/decisions/0029-public-pages-and-help.md).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contactRequestInputSchema,
  contactRequestListQuerySchema,
  contactRequestListSchema,
  contactRequestSentSchema,
  errorSchema,
  GENERIC_MESSAGES,
  HELP_MESSAGES,
  helpPageQuerySchema,
  helpPageSchema,
  helpSlugParamsSchema,
  isLocale,
  LOCALES,
  PICTURE_MESSAGES,
  type Locale,
} from '@ikaze/domain';
import { publicReader } from '../../db/client.ts';
import { notFound, serviceUnavailable } from '../../lib/errors.ts';
import { SemaphoreFullError } from '../../lib/semaphore.ts';
import { say } from '../../lib/translations.ts';
import { requireRole } from '../../plugins/auth.ts';
import { sendMediaFile } from '../uploads/index.ts';
import { notifyAdmins, type NotifyTx } from '../notifications/index.ts';
import { listContactRequests, sendContactRequest } from './contact.ts';
import { inlineStylesheet, loadFirstViewRenderer, withFirstView, type FirstView } from './first-view.ts';
import { renderPage, type PageHead } from './head.ts';
import { helpLibrary, type HelpLibrary } from './help-content.ts';
import { helpHead, homeHead, notFoundHead, propertyHead, searchHead } from './pages.ts';
import { createPreviewStore, PREVIEW_PREFIX, previewKeyOf } from './preview-images.ts';
import { isPublicPictureKey, publicPropertyPreview } from './service.ts';
import { pagesSitemapXml, propertiesSitemapXml, robotsTxt, sitemapPageSize, sitemapXml } from './sitemap.ts';

let library: HelpLibrary | undefined;
/** The help pages, read from content/help once per process. */
const help = () => (library ??= helpLibrary());

/** The site's address for absolute URLs: PUBLIC_URL, else the one this request came to. */
export function siteOrigin(request: FastifyRequest): string {
  return request.server.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

/** A page's query as sent: a page never answers 400 for its query, whatever a link carries. */
const queryOf = (request: FastifyRequest) => request.query as Record<string, unknown>;
const queryText = (request: FastifyRequest, name: string) => {
  const value = queryOf(request)[name];
  return typeof value === 'string' ? value : undefined;
};

/** `?lang=fr` picks the page's language (for crawlers and hreflang links); else the request's own. */
const pageLocale = (request: FastifyRequest): Locale => {
  const asked = queryText(request, 'lang');
  return isLocale(asked) ? asked : request.locale;
};

/** Page routes: HTML, not API operations, so out of the OpenAPI document. */
const pageSchema = () => ({ hide: true });

/** The help pages' API, the contact form and the admins' list of its messages (under /api). */
export const helpApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/help/:slug',
    {
      schema: {
        tags: ['help'],
        summary: `A help page in the asker's language (or lang's): its title, description and HTML (rendered on the server from the site's own Markdown). Slugs: faq, contact, privacy, terms, how-we-work, partners.`,
        params: helpSlugParamsSchema,
        querystring: helpPageQuerySchema,
        response: { 200: helpPageSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const page = help().page(request.params.slug, request.query.lang ?? request.locale);
      if (!page) throw notFound(HELP_MESSAGES.notFound);
      return reply.header('cache-control', 'no-cache').header('vary', 'Cookie, Accept-Language').send(page);
    },
  );

  app.post(
    '/contact_requests',
    {
      schema: {
        tags: ['help'],
        summary:
          'Send a message to customer services (the contact form). Signed in or not; at most 5 an hour per ' +
          'account, or per address when signed out. Every admin is told.',
        body: contactRequestInputSchema,
        response: { 201: contactRequestSentSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const sender = {
        userId: request.currentUser?.id ?? null,
        address: request.ip,
        locale: request.locale,
      };
      const sent = await sendContactRequest(db, sender, request.body, tellAdmins);
      return reply.status(201).send({ id: sent.id, message: say(request.locale, HELP_MESSAGES.sent) });
    },
  );

  app.get(
    '/contact_requests',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['help'],
        summary: 'The messages sent through the contact form, newest first, 20 a page. Admins only.',
        querystring: contactRequestListQuerySchema,
        response: { 200: contactRequestListSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      requireRole(request, 'admin');
      return listContactRequests(db, request.query.page);
    },
  );
};

/** Every admin hears of a new message, in the app and by email, in the message's transaction (decision 0026). */
const tellAdmins = (tx: NotifyTx, params: { requestId: number; name: string; subject: string }) =>
  notifyAdmins(tx, { kind: 'contact_request', params, link: '/dashboard/admin/contact-requests' });

/** /sitemap.xml, /sitemaps/*.xml, /robots.txt and the link-preview pictures: with or without the web app. */
export const siteFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const previews = createPreviewStore(app.mediaStorage.previews, app.pictureStore, {
    decodes: app.config.pictureDecodes,
    queue: app.config.pictureDecodeQueue,
  });
  const xml = (reply: FastifyReply, body: string) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(siteOrigin(request))),
  );

  // The sitemaps are the same for everyone: read from the replica when there is one (db/read-replica.ts).
  const reads = app.database.reads;
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) =>
    xml(reply, await sitemapXml(reads, siteOrigin(request), sitemapPageSize())),
  );

  app.get(
    '/sitemaps/:file',
    { schema: { hide: true, params: z.object({ file: z.string().max(100) }) } },
    async (request, reply) => {
      const { file } = request.params;
      if (file === 'pages.xml') return xml(reply, await pagesSitemapXml(reads, siteOrigin(request)));
      const page = /^properties-([1-9]\d{0,5})\.xml$/.exec(file)?.[1];
      const body = page && (await propertiesSitemapXml(reads, siteOrigin(request), Number(page)));
      if (!body) throw notFound(GENERIC_MESSAGES.notFound);
      return xml(reply, body);
    },
  );

  app.get(
    `${PREVIEW_PREFIX}/:file`,
    {
      schema: {
        tags: ['media'],
        summary:
          'A public property’s picture as its link preview: 1200 × 630 JPEG, made from the stored picture ' +
          'when first asked.',
        params: z.object({ file: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const key = previewKeyOf(request.params.file);
      try {
        const found = key && (await previews.open(key, () => isPublicPictureKey(db, key)));
        if (!found) throw notFound(PICTURE_MESSAGES.notFound);
        // Weak: a preview made again (its file lost) may differ in bytes, never in what it shows.
        return sendMediaFile(request, reply, found, { type: 'image/jpeg', etag: `W/"${key}-preview"` });
      } catch (error) {
        if (error instanceof SemaphoreFullError)
          throw serviceUnavailable(PICTURE_MESSAGES.notFound, { code: 'SERVER_BUSY', retryAfterSeconds: 30 });
        throw error;
      }
    },
  );
};

/** The built index.html of each language (index.html for all when the build has no localized copies). */
function readIndexPages(root: string): Record<Locale, string> {
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const localized = join(root, `index.${locale}.html`);
      return [locale, readFileSync(existsSync(localized) ? localized : join(root, 'index.html'), 'utf8')];
    }),
  ) as Record<Locale, string>;
}

/** An address no screen has: 404 with the not-found head (noindex); the app then shows its not-found screen. */
export const sendNotFoundPage = (send: PageSender, request: FastifyRequest, reply: FastifyReply) =>
  send(reply, notFoundHead(siteOrigin(request), pageLocale(request), request.url.split('?')[0]!), 404);

type PageSender = (
  reply: FastifyReply,
  page: PageHead,
  status?: number,
  main?: string,
  view?: FirstView,
) => unknown;

/**
 * Sends a page of the built app with its own head: the built index.html of the page's language (with the first
 * view's stylesheet inlined when one is drawn).
 */
export function createPageSender(root: string): PageSender {
  const pages = readIndexPages(root);
  const firstViewPages = Object.fromEntries(
    LOCALES.map((locale) => [locale, inlineStylesheet(pages[locale], root)]),
  ) as Record<Locale, string>;
  return (reply, page, status = 200, main, view) => {
    const head = { ...page, languageInUrl: isLocale(queryText(reply.request, 'lang')) };
    const html = view
      ? withFirstView(renderPage(firstViewPages[head.locale], head, main), view)
      : renderPage(pages[head.locale], head, main);
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie, Accept-Language')
      .header('content-language', head.locale)
      .send(html);
  };
}

/** The public pages, each with its own head: registered beside the web app (plugins/web-app.ts). */
export const publicPageRoutes: FastifyPluginAsyncZod<{ root: string }> = async (app, options) => {
  const renderFirstView = await loadFirstViewRenderer(app, options.root);
  const send = createPageSender(options.root);
  /** A page whose screen paints from the first HTML (docs/decisions/0032-first-paint.md). */
  const sendWithFirstView = async (reply: FastifyReply, page: PageHead) =>
    send(reply, page, 200, undefined, await renderFirstView?.(reply.request.url, page.locale));

  app.get('/', { schema: pageSchema() }, async (request, reply) =>
    sendWithFirstView(reply, homeHead(siteOrigin(request), pageLocale(request))),
  );

  app.get('/search-results', { schema: pageSchema() }, async (request, reply) => {
    const destination = queryText(request, 'destination')?.trim().slice(0, 100) || undefined;
    return sendWithFirstView(reply, searchHead(siteOrigin(request), pageLocale(request), destination));
  });

  app.get(
    '/accommodation-detail/:id',
    { schema: { ...pageSchema(), params: z.object({ id: z.string() }) } },
    async (request, reply) => {
      const locale = pageLocale(request);
      const origin = siteOrigin(request);
      const { id } = request.params;
      const preview =
        /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647
          ? await publicPropertyPreview(publicReader(app.database, request.currentUser), Number(id))
          : null;
      if (!preview) return sendNotFoundPage(send, request, reply);
      return sendWithFirstView(reply, propertyHead(origin, locale, preview));
    },
  );

  app.get(
    '/help/:slug',
    { schema: { ...pageSchema(), params: z.object({ slug: z.string() }) } },
    async (request, reply) => {
      const locale = pageLocale(request);
      const origin = siteOrigin(request);
      const page = help().page(request.params.slug, locale);
      if (!page) return sendNotFoundPage(send, request, reply);
      return send(reply, helpHead(origin, page), 200, page.html);
    },
  );
};
