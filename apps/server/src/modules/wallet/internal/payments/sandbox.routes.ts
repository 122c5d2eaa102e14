import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { asMinorUnits, formatMoney, isFinalPaymentState, isLanguagePrefix } from '@wager/domain';
import type { PaymentRow } from './payments.repository.ts';
import type { PaymentsService } from './payments.service.ts';
import { SANDBOX_CALLBACK_PATH, SANDBOX_CHECKOUT_PATH, SANDBOX_PROVIDER, type SandboxProvider } from './sandbox.provider.ts';

/** The tester's four choices and what the provider then reports (button colours keep white text at WCAG AA contrast). */
const OUTCOMES = {
  success: { status: 'succeeded', label: 'Pay (success)', tone: '#15803d', reason: null },
  failure: { status: 'failed', label: 'Decline (failure)', tone: '#b91c1c', reason: 'declined by the provider' },
  pending: { status: 'pending', label: 'Leave pending', tone: '#92400e', reason: null },
  cancel: { status: 'cancelled', label: 'Cancel', tone: '#475569', reason: 'cancelled at the checkout' },
} as const;
type Outcome = keyof typeof OUTCOMES;

/** S0 §2.3: the return page for where the payment stands. */
const RETURN_PAGE: Record<string, string> = { succeeded: 'success', failed: 'fail', pending: 'pending', cancelled: 'cancel', created: 'pending' };

const FINAL_NOTE: Record<string, string> = {
  succeeded: 'This payment was completed.',
  failed: 'This payment was declined.',
  cancelled: 'This payment was cancelled.',
};

const RefParams = z.object({ ref: z.string().regex(/^sbx_[a-z]+_\d+_[0-9a-f]{24}$/) });
const OutcomeBody = z.object({ outcome: z.enum(['success', 'failure', 'pending', 'cancel']) });

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

export function returnUrl(payment: Pick<PaymentRow, 'id' | 'status' | 'language'>): string {
  const lng = payment.language && isLanguagePrefix(payment.language) ? payment.language : 'en';
  return `/${lng}/onpay/${RETURN_PAGE[payment.status] ?? 'fail'}?paymentId=${payment.id}`;
}

const PAGE_STYLE = `
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center; background: #0d1526;
    font: 14px/1.45 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #e8edf5; font-variant-numeric: tabular-nums; }
  main { width: min(420px, 92vw); background: #16213a; border: 1px solid #24324f; border-radius: 14px; padding: 28px; box-shadow: 0 12px 40px rgba(0,0,0,.35); }
  .badge { display: inline-block; font-size: 11px; letter-spacing: .08em; text-transform: uppercase; color: #f5c451; border: 1px solid #f5c451; border-radius: 999px; padding: 2px 10px; }
  h1 { font-size: 18px; margin: 14px 0 4px; }
  .merchant { color: #9fb0c9; margin: 0 0 20px; }
  .amount { font-size: 34px; font-weight: 700; margin: 0; }
  .meta { color: #9fb0c9; margin: 4px 0 24px; font-size: 12px; }
  .buttons { display: grid; grid-template-columns: 1fr 1fr; gap: 10px; }
  button { width: 100%; border: 0; border-radius: 10px; padding: 12px 10px; font: inherit; font-weight: 600; color: #fff; cursor: pointer; }
  button:focus-visible, a:focus-visible { outline: 3px solid #f5c451; outline-offset: 2px; }
  .status { padding: 12px; border-radius: 10px; background: #0d1526; margin-bottom: 16px; }
  a { color: #8ab4ff; }
  @media (prefers-reduced-motion: no-preference) { button { transition: filter .15s; } button:hover { filter: brightness(1.1); } }
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(title)}</title><style>${PAGE_STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function renderCheckout(payment: PaymentRow, ref: string): string {
  // The checkout page is English (lang="en"): its amount is written as English writes money.
  const amount = `${formatMoney(asMinorUnits(payment.amountMinor), payment.currencyCode, 'en', { minorUnits: payment.minorUnits })} ${payment.currencyCode}`;
  const head = `<span class="badge">Sandbox · test payments only</span>
<h1>Wager checkout</h1><p class="merchant">Merchant: Wager · payment #${payment.id}</p>
<p class="amount">${escapeHtml(amount)}</p><p class="meta">Method ${escapeHtml(payment.methodCode)} · reference ${escapeHtml(ref)}</p>`;
  if (isFinalPaymentState('deposit', payment.status)) {
    return page(
      'Wager sandbox checkout',
      `${head}<p class="status" role="status">${FINAL_NOTE[payment.status] ?? 'This payment is closed.'}</p><a href="${escapeHtml(returnUrl(payment))}">Return to the site</a>`,
    );
  }
  const pendingNote = payment.status === 'pending' ? '<p class="status" role="status">This payment is pending: complete it now or later.</p>' : '';
  const buttons = (Object.keys(OUTCOMES) as Outcome[])
    .filter((o) => !(o === 'pending' && payment.status === 'pending'))
    .map(
      (o) => `<form method="post" action="${SANDBOX_CHECKOUT_PATH}/${escapeHtml(ref)}"><input type="hidden" name="outcome" value="${o}">` +
        `<button type="submit" style="background:${OUTCOMES[o].tone}">${OUTCOMES[o].label}</button></form>`,
    )
    .join('');
  return page('Wager sandbox checkout', `${head}${pendingNote}<div class="buttons">${buttons}</div>`);
}

/**
 * The sandbox provider's side, served by our own server (decision 008): its hosted checkout page,
 * where a tester chooses the outcome, and our endpoint for its signed callbacks. The checkout's POST
 * plays the provider: it sends the signed callback through the real HTTP path (so the signature
 * check runs), then sends the browser back to the onpay page of the outcome (S0 §2.3). Callbacks
 * are read as raw text (the signature covers the exact bytes); these routes are no pages (no SSR).
 */
export function sandboxRoutes(service: PaymentsService, sandbox: SandboxProvider): FastifyPluginAsync {
  return async (app) => {
    // Encapsulated: only these routes read bodies as raw text.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(['application/json', 'application/x-www-form-urlencoded'], { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.post(
      SANDBOX_CALLBACK_PATH,
      { schema: { hide: true } },
      async (request) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const outcome = await service.handleCallback(SANDBOX_PROVIDER, raw, request.headers);
        request.log.info({ ...outcome }, 'sandbox payment callback');
        return { ok: true, ...outcome };
      },
    );

    api.get('/payments-api/sandbox/checkout/:ref', { schema: { hide: true } }, async (request, reply) => {
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').type('text/html; charset=utf-8');
      const params = RefParams.safeParse(request.params);
      const payment = params.success ? await service.checkoutSession(SANDBOX_PROVIDER, params.data.ref) : undefined;
      if (!params.success || !payment) return reply.code(404).send(page('Not found', '<h1>No such checkout</h1><p class="merchant">This payment link is not valid.</p>'));
      return renderCheckout(payment, params.data.ref);
    });

    api.post('/payments-api/sandbox/checkout/:ref', { schema: { hide: true } }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const params = RefParams.safeParse(request.params);
      const payment = params.success ? await service.checkoutSession(SANDBOX_PROVIDER, params.data.ref) : undefined;
      if (!params.success || !payment) {
        return reply.code(404).type('text/html; charset=utf-8').send(page('Not found', '<h1>No such checkout</h1>'));
      }
      const form = OutcomeBody.safeParse(Object.fromEntries(new URLSearchParams(typeof request.body === 'string' ? request.body : '')));
      if (!form.success) return reply.code(400).type('text/html; charset=utf-8').send(page('Bad request', '<h1>Choose an outcome</h1>'));
      if (!isFinalPaymentState('deposit', payment.status)) {
        const { status, reason } = OUTCOMES[form.data.outcome];
        const signed = sandbox.signCallback({ providerRef: params.data.ref, status, reason });
        const answer = await app.inject({ method: 'POST', url: SANDBOX_CALLBACK_PATH, headers: signed.headers, payload: signed.body });
        if (answer.statusCode !== 200) request.log.error({ status: answer.statusCode, body: answer.body, paymentId: payment.id }, 'sandbox callback refused');
      }
      const after = (await service.checkoutSession(SANDBOX_PROVIDER, params.data.ref)) ?? payment;
      return reply.code(303).header('location', returnUrl(after)).send();
    });
  };
}
