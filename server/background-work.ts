import type { FastifyInstance } from 'fastify';
import type { AppContext } from './app-context';
import type { AppOptions } from './app-options';
import { createArrivalWatch } from './modules/arrival/arrival-watch';
import { createSessionSweeper } from './modules/auth/session-sweeper';
import { createPaymentWorker } from './modules/payments/payment-worker';
import { createPushWorker } from './modules/push/push-worker';

/** A loop that runs while the app is open: started when it is ready, stopped (and awaited) when it closes. */
function whileOpen(app: FastifyInstance, work: { start(): void; stop(): Promise<void> | void }): void {
  app.addHook('onReady', async () => work.start());
  app.addHook('onClose', async () => work.stop());
}

/** The workers this process runs, each only where its options ask for it (tests drive them themselves). */
export function runBackgroundWork(app: FastifyInstance, options: AppOptions, ctx: AppContext): void {
  const { db } = ctx;
  if (options.push?.worker) whileOpen(app, createPushWorker({ db, ...ctx.push, log: app.log, ...options.push.worker }));
  if (options.arrival?.watchIntervalMs) {
    const intervalMs = options.arrival.watchIntervalMs;
    whileOpen(app, createArrivalWatch({ db, estimates: ctx.arrival, organizationId: ctx.organizationId, log: app.log, intervalMs }));
  }
  const checkIntervalMs = options.payments?.online?.checkIntervalMs;
  if (checkIntervalMs) whileOpen(app, createPaymentWorker({ db, payments: ctx.payments, log: app.log, intervalMs: checkIntervalMs }));
  if (options.ebarimt?.worker && ctx.ebarimt.worker) whileOpen(app, ctx.ebarimt.worker);
  if (options.sessionSweep) whileOpen(app, createSessionSweeper({ db, log: app.log, intervalMs: options.sessionSweep.intervalMs }));
}
