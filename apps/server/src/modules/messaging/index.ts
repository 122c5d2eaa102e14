import type { FastifyPluginAsync } from 'fastify';
import type { MessageChannel } from '@wager/contract';
import type { DataSource } from '../../platform/index.ts';
import { outboxOnlyAdapter, smsProviderAdapter, smtpEmailAdapter, type ChannelAdapter, type SmsProvider } from './internal/messaging.adapters.ts';
import { createMessagingRepository } from './internal/messaging.repository.ts';
import { messagingRoutes } from './internal/messaging.routes.ts';
import { createMessagingService, type MessagingLogger, type MessagingService } from './internal/messaging.service.ts';

export type { SmsProvider } from './internal/messaging.adapters.ts';
export type { MessagingLogger, MessagingService, OutboxFilter, OutgoingMessageInput } from './internal/messaging.service.ts';
export { escapeHtml } from './internal/outbox-page.ts';

export const DEFAULT_MAIL_FROM = 'Wager <no-reply@wager.localhost>';

const consoleLogger: MessagingLogger = {
  info: (obj, msg) => console.info(msg, obj),
  warn: (obj, msg) => console.warn(msg, obj),
};

/**
 * The messaging module: SMS and e-mail through a transactional outbox. Every message is written to
 * messaging.outbox first, then delivered: e-mail by SMTP when `smtpUrl` is set, SMS by the
 * operator's `smsProvider`; without a transport a message stays in the outbox (logged), and a
 * failed delivery keeps its `lastError` there and is tried again by the retry worker (waits doubling
 * from 30 s, 8 tries at most). Outside production the development
 * outbox (GET /dev/outbox, /dev/outbox.json) shows every message.
 */
export function createMessagingModule(deps: {
  data: DataSource;
  /** smtp://user:pass@host:port (smtps:// for implicit TLS); unset keeps e-mail in the outbox only. */
  smtpUrl?: string;
  isProduction: boolean;
  /**
   * Serve GET /dev/outbox and /dev/outbox.json; default: only outside production. The browser
   * tests run the production build and need it on: set it from an explicit opt-in, never by default.
   */
  exposeDevOutbox?: boolean;
  /** The operator's SMS gateway; none ships with Wager, so SMS stay in the outbox by default. */
  smsProvider?: SmsProvider;
  /** The From of e-mail (default DEFAULT_MAIL_FROM). */
  mailFrom?: string;
  /** Pass the app's logger (`app.log`); the console otherwise. */
  log?: MessagingLogger;
  nowMs?: () => number;
}): { service: MessagingService; routes: FastifyPluginAsync; startRetryWorker(intervalMs?: number): () => void } {
  const adapters: Record<MessageChannel, ChannelAdapter> = {
    email: deps.smtpUrl ? smtpEmailAdapter(deps.smtpUrl, deps.mailFrom ?? DEFAULT_MAIL_FROM) : outboxOnlyAdapter,
    sms: deps.smsProvider ? smsProviderAdapter(deps.smsProvider) : outboxOnlyAdapter,
  };
  const service = createMessagingService({
    repository: createMessagingRepository(deps.data),
    adapters,
    log: deps.log ?? consoleLogger,
    logBodies: !deps.isProduction,
    nowMs: deps.nowMs,
  });
  const log = deps.log ?? consoleLogger;
  /**
   * Retries failed deliveries every `intervalMs` (default 30 s) until stopped. One pass at a time;
   * several processes may run it together (rows are claimed with SKIP LOCKED).
   */
  function startRetryWorker(intervalMs = 30_000): () => void {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      service
        .retryDue()
        .then(({ tried, sent }) => {
          if (tried > 0) log.info({ tried, sent }, 'outbox retry pass');
        })
        .catch((err: unknown) => log.warn({ err: err instanceof Error ? err.message : String(err) }, 'outbox retry pass failed'))
        .finally(() => {
          running = false;
        });
    }, intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }
  return { service, routes: messagingRoutes(service, { enabled: deps.exposeDevOutbox ?? !deps.isProduction }), startRetryWorker };
}
