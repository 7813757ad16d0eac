// Builds the Fastify instance: plugins first, then one module per area (docs/architecture.md).
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { storableInput } from '@ikaze/domain';
import type { ZodType } from 'zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { clientErrorHandler } from './plugins/client-errors.ts';
import { errorHandler, frameworkErrorHandler, notFoundHandler } from './plugins/errors.ts';
import { badUrlsPlugin, routableUrl } from './plugins/bad-urls.ts';
import { openApiOptions } from './plugins/openapi.ts';
import { authPlugin } from './plugins/auth.ts';
import { changesPlugin } from './plugins/changes.ts';
import { jobsPlugin } from './plugins/jobs.ts';
import { localePlugin } from './plugins/locale.ts';
import { crossSitePlugin } from './plugins/cross-site.ts';
import { databaseRateLimitStore } from './plugins/rate-limit-store.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { capConnectionsPerAddress, serverTimeouts } from './plugins/slow-clients.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { requestIdOf, requestIdsPlugin } from './plugins/request-ids.ts';
import { serviceStatePlugin } from './plugins/service-state.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { applicationRoutes } from './modules/applications/routes.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { propertyRoutes } from './modules/properties/routes.ts';
import { bookingRoutes } from './modules/bookings/routes.ts';
import { mediaRoutes } from './modules/uploads/routes.ts';
import { listingRoutes } from './modules/listings/routes.ts';
import { calendarRoutes } from './modules/calendar/routes.ts';
import { channelSyncRoutes } from './modules/channel-sync/routes.ts';
import {
  createPageSender,
  helpApiRoutes,
  publicPageRoutes,
  sendNotFoundPage,
  siteFileRoutes,
} from './modules/public-pages/routes.ts';
import { reviewRoutes } from './modules/reviews/routes.ts';
import { conversationRoutes } from './modules/conversations/routes.ts';
import { liveEventRoutes } from './modules/live-events/routes.ts';
import { notificationRoutes, oneClickUnsubscribeRoutes } from './modules/notifications/routes.ts';
import { notificationFeedRoutes } from './modules/notification-feed/routes.ts';
import { accountDataRoutes } from './modules/account-data/routes.ts';
import { auditLogRoutes } from './modules/audit-log/routes.ts';
import { mountPaymentSandbox } from './modules/payments/sandbox/mount.ts';
import { paymentsPlugin } from './modules/payments/payments-plugin.ts';
import { refundsPlugin } from './modules/refunds/refunds-plugin.ts';
import { refundRoutes } from './modules/refunds/routes.ts';
import { taxRoutes } from './modules/taxes/index.ts';
import { payoutsPlugin } from './modules/payouts/payouts-plugin.ts';
import { payoutRoutes } from './modules/payouts/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { receiptRoutes } from './modules/payments/receipts/routes.ts';
import { adminPaymentRoutes } from './modules/payments/admin-routes.ts';
import { financeRoutes } from './modules/finance/routes.ts';

export type App = FastifyInstance;

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    config: Config;
  }
}

export async function buildApp(config: Config, database: Database): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Ids in paths are numbers; anything longer than this is not ours.
    routerOptions: { maxParamLength: 200 },
    ...serverTimeouts(config),
    // A path with broken percent-encoding gets the app or a clean 400, not the router's own JSON.
    rewriteUrl: routableUrl,
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    // Every request's id: a trusted proxy's X-Request-Id, else a UUID; `requestId` on its log lines
    // (plugins/request-ids.ts).
    genReqId: requestIdOf(config.trustProxy),
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    // While stopping, a request on a connection already open is served (with Connection: close), not refused:
    // the load balancer has stopped sending new ones (docs/operations.md#stopping-a-node).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  capConnectionsPerAddress(app.server, config.maxConnectionsPerAddress);

  // Every params, query, headers and body schema first refuses text PostgreSQL cannot store (NUL, lone
  // surrogates) with a 400 naming the field: once here, so that no route can forget it.
  app.setValidatorCompiler<ZodType>((route) =>
    validatorCompiler({ ...route, schema: storableInput(route.schema) }),
  );
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
  app.decorate('database', database);
  app.decorate('config', config);
  await app.register(requestIdsPlugin);
  await app.register(serviceStatePlugin);

  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          new URL(config.mapTileUrl.replace(/\{s\}\./, '')).origin,
          ...tileSubdomains(config.mapTileUrl),
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(badUrlsPlugin);
  // JSON over 3G: gzip/brotli for bodies over 1 KiB. Brotli at quality 4 costs about what gzip does.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(cookie);
  await app.register(crossSitePlugin);
  // Counted in the database: every API process shares one limit (docs/decisions/0015-cross-site-and-abuse-limits.md).
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(database.db) });
  await app.register(swagger, openApiOptions);
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(changesPlugin);
  await app.register(metricsPlugin);
  await app.register(jobsPlugin);
  await app.register(paymentsPlugin);
  await app.register(refundsPlugin);
  await app.register(payoutsPlugin);
  await app.register(authPlugin);
  await app.register(localePlugin);
  await app.register(mediaRoutes);
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(applicationRoutes);
      await api.register(reportRoutes);
      await api.register(propertyRoutes);
      await api.register(bookingRoutes);
      await api.register(paymentRoutes);
      await api.register(receiptRoutes);
      await api.register(adminPaymentRoutes);
      await api.register(refundRoutes);
      await api.register(taxRoutes);
      await api.register(financeRoutes);
      await api.register(payoutRoutes);
      await api.register(listingRoutes);
      await api.register(calendarRoutes);
      await api.register(channelSyncRoutes);
      await api.register(helpApiRoutes);
      await api.register(reviewRoutes);
      await api.register(conversationRoutes);
      await api.register(liveEventRoutes);
      await api.register(notificationRoutes);
      await api.register(notificationFeedRoutes);
      await api.register(accountDataRoutes);
      await api.register(auditLogRoutes);
    },
    { prefix: '/api' },
  );
  // Test payments: the providers without credentials are served by the sandbox (docs/payments-providers.md).
  await mountPaymentSandbox(app);
  // The sitemap, robots.txt and link-preview pictures; with the web app, the public pages' own heads
  // (docs/decisions/0029-public-pages-and-help.md).
  await app.register(siteFileRoutes);
  // An email's List-Unsubscribe address, POSTed by mail clients (docs/decisions/0051-emails-to-act-on.md).
  await app.register(oneClickUnsubscribeRoutes);
  if (config.webDist) {
    const pages = createPageSender(config.webDist);
    await app.register(webAppPlugin, {
      root: config.webDist,
      unknownPage: (request, reply) => sendNotFoundPage(pages, request, reply),
    });
    await app.register(publicPageRoutes, { root: config.webDist });
  }
  return app;
}

/** Tile servers written as {s}.tile.example.org serve from a., b. and c. */
function tileSubdomains(template: string): string[] {
  if (!template.includes('{s}')) return [];
  return ['a', 'b', 'c'].map((s) => new URL(template.replace('{s}', s).replace(/\{[^}]+\}/g, '0')).origin);
}
