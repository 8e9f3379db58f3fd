import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { DEFAULT_HTTP_TIMEOUTS, type AppOptions } from './app-options';
import { runBackgroundWork } from './background-work';
import { createAppContext } from './create-app-context';
import { messages } from './lib/http-error';
import { drainingPlugin } from './lib/draining';
import { metricsPlugin } from './lib/metrics';
import { untrustedProxyWarningPlugin } from './lib/proxy-check';
import { RequestLog, withClientAbortsAtDebug } from './lib/request-log';
import { requestIdFor, requestIdPlugin } from './lib/request-id';
import { zodSerializerCompiler, zodValidatorCompiler } from './lib/zod-provider';
import { addressRoutes } from './modules/addresses/address-routes';
import { auditRoutes } from './modules/admin/audit-routes';
import { dashboardRoutes } from './modules/admin/dashboard-routes';
import { myWorkRoutes } from './modules/admin/my-work-routes';
import { staffAccountRoutes } from './modules/admin/staff-account-routes';
import { counterRoutes } from './modules/counter/counter-routes';
import { pickupRoutes } from './modules/counter/pickup-routes';
import { reportRoutes } from './modules/counter/report-routes';
import { authRoutes } from './modules/auth/auth-routes';
import { phoneRoutes, phoneVerifyRoutes } from './modules/auth/phone-routes';
import { staffCustomerRoutes } from './modules/auth/staff-customer-routes';
import { profileRoutes } from './modules/auth/profile-routes';
import { deliveryRoutes } from './modules/delivery/delivery-routes';
import { staffDeliveryRoutes } from './modules/delivery/staff-delivery-routes';
import { pushRoutes, pushSubscribeRoutes, pushUnsubscribeRoutes } from './modules/push/push-routes';
import { healthRoutes } from './modules/health/health-routes';
import { arrivalRoutes } from './modules/arrival/arrival-routes';
import { claimRoutes } from './modules/claims/claim-routes';
import { paymentRefundRoutes } from './modules/payments/payment-refund';
import { paymentRoutes } from './modules/payments/payment-routes';
import { companyLookupRoutes, ebarimtPanelRoutes } from './modules/ebarimt/ebarimt-routes';
import { customerParcelRoutes } from './modules/parcels/customer-parcel-routes';
import { publicParcelRoutes } from './modules/parcels/public-parcel-routes';
import { staffParcelRoutes } from './modules/parcels/staff-parcel-routes';
import { referenceRoutes } from './modules/reference/reference-routes';
import { listApiRoutes } from './modules/reference/route-list';
import { customerPhotoRoutes, photoFileRoutes, staffPhotoRoutes } from './modules/photos/photo-routes';
import { contactsRoutes, staffContactsRoutes } from './modules/contacts/contacts-routes';
import { staffWarehouseRoutes } from './modules/warehouses/staff-warehouse-routes';
import { tripRoutes } from './modules/trips/trip-routes';
import { warehouseRoutes } from './modules/warehouses/warehouse-routes';
import { answerConnect } from './plugins/connect-method';
import { crossSiteGuardPlugin } from './plugins/cross-site-guard';
import { jsonBodyPlugin } from './plugins/json-body';
import { answerClientError, errorsPlugin, sendNotFound } from './plugins/errors';
import { securityHeadersPlugin } from './plugins/security-headers';
import { sessionPlugin } from './plugins/session';
import { staticFilesPlugin } from './plugins/static-files';

// Its options (app-options.ts) are what main.ts and the tests build an app with.
export { DEFAULT_HTTP_TIMEOUTS, type AppOptions, type HttpTimeouts, type PushOptions } from './app-options';

/** Registers everything and never listens: main.ts listens, tests call `app.inject()`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const timeouts = { ...DEFAULT_HTTP_TIMEOUTS, ...options.httpTimeouts };
  const app = Fastify({
    logger: withClientAbortsAtDebug(options.logger ?? false),
    logController: new RequestLog(),
    trustProxy: options.trustProxy ?? false,
    bodyLimit: options.bodyLimit ?? 64 * 1024,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkIntervalMs },
    clientErrorHandler: answerClientError,
    genReqId: requestIdFor,
    // A request arriving on a kept-alive connection while shutting down is still answered (with
    // `Connection: close`, see draining.ts), not refused: nothing is lost during a restart.
    return503OnClosing: false,
    // Malformed URLs (bad percent-encoding) are the client's mistake: 400 in our shape.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply).code(400).send({ code: 400, message: messages.badRequest });
    },
  });
  // Bodies are JSON (and the import's CSV): JSON sent as text/plain is a wrong media type, 415.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);

  const ctx = await createAppContext(app, options);
  app.decorate('ctx', ctx);
  app.addHook('onClose', async () => Promise.all([ctx.rateLimitStore.close(), ctx.ebarimt.shownReceipts.close()]));
  await registerPlugins(app, options);
  const apiRoutes = listApiRoutes(app);
  for (const domain of ROUTES) await app.register(domain);
  await app.register(referenceRoutes, { routes: apiRoutes });
  runBackgroundWork(app, options, ctx);

  if (options.staticDir) await app.register(staticFilesPlugin, { root: options.staticDir });
  else app.setNotFoundHandler(sendNotFound);
  return app;
}

/** Every domain's routes, in the order they register. */
const ROUTES = [
  healthRoutes,
  warehouseRoutes,
  publicParcelRoutes,
  customerParcelRoutes,
  authRoutes,
  profileRoutes,
  addressRoutes,
  phoneRoutes,
  phoneVerifyRoutes,
  staffCustomerRoutes,
  contactsRoutes,
  staffContactsRoutes,
  staffParcelRoutes,
  staffPhotoRoutes,
  customerPhotoRoutes,
  photoFileRoutes,
  staffWarehouseRoutes,
  pushRoutes,
  pushSubscribeRoutes,
  pushUnsubscribeRoutes,
  deliveryRoutes,
  staffDeliveryRoutes,
  counterRoutes,
  pickupRoutes,
  reportRoutes,
  arrivalRoutes,
  claimRoutes,
  paymentRoutes,
  paymentRefundRoutes,
  companyLookupRoutes,
  ebarimtPanelRoutes,
  auditRoutes,
  staffAccountRoutes,
  dashboardRoutes,
  myWorkRoutes,
  tripRoutes,
];

/** What every request passes through before its route: errors, ids, draining, metrics, headers, session, CSRF. */
async function registerPlugins(app: FastifyInstance, options: AppOptions): Promise<void> {
  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  app.server.on('connect', answerConnect);
  await app.register(requestIdPlugin);
  await app.register(drainingPlugin);
  await app.register(untrustedProxyWarningPlugin, { trustProxy: options.trustProxy ?? false });
  if (options.metrics) {
    options.metrics.watchDatabase(options.database);
    await app.register(metricsPlugin, { metrics: options.metrics });
  }
  await app.register(securityHeadersPlugin);
  await app.register(compress, { threshold: 1024 });
  await app.register(sessionPlugin);
  await app.register(crossSiteGuardPlugin, { allowedOrigins: options.allowedOrigins ?? [] });
}
