import { createHmac, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { constantTimeEqual, formatSignatureHeader, isSignatureFresh, parseSignatureHeader, signedPayload } from '@wager/domain';
import { AppError } from '../../../../platform/index.ts';
import type { PaymentProvider, ProviderEvent, ProviderStatus } from './payment-provider.ts';

export const SANDBOX_PROVIDER = 'sandbox';
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** Our checkout page and callback endpoint (not pages: outside the language prefix and the SSR). */
export const SANDBOX_CHECKOUT_PATH = '/payments-api/sandbox/checkout';
export const SANDBOX_CALLBACK_PATH = '/payments-api/callbacks/sandbox';

const SandboxCallback = z.object({
  eventId: z.string().min(1).max(128),
  providerRef: z.string().min(1).max(128),
  status: z.enum(['pending', 'succeeded', 'failed', 'cancelled', 'paid', 'rejected']),
  reason: z.string().max(200).nullable().optional(),
});
export type SandboxCallback = z.infer<typeof SandboxCallback>;

/**
 * The built-in sandbox provider (decision 008): a hosted checkout page on our own server where a
 * tester picks the outcome, callbacks signed with HMAC-SHA256 under a key derived from the app
 * secret (never a constant in the repository), and payouts that are paid at once.
 */
export function createSandboxProvider(deps: { appSecret: string; nowMs?: () => number; status?: (providerRef: string) => Promise<ProviderStatus | null> }) {
  const key = createHmac('sha256', deps.appSecret).update('wager:payments:sandbox').digest();
  const now = deps.nowMs ?? Date.now;
  const mac = (text: string) => createHmac('sha256', key).update(text).digest('hex');
  // Deterministic per payment, so a retried createDeposit gives the same session; unguessable without the key.
  const refFor = (kind: string, paymentId: number) => `sbx_${kind}_${paymentId}_${mac(`${kind}:${paymentId}`).slice(0, 24)}`;

  const provider = {
    code: SANDBOX_PROVIDER,

    async createDeposit(input: { paymentId: number }) {
      const providerRef = refFor('dep', input.paymentId);
      return { providerRef, redirectUrl: `${SANDBOX_CHECKOUT_PATH}/${providerRef}` };
    },

    verifyCallback(rawBody: string, headers: Record<string, string | string[] | undefined>): ProviderEvent {
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      const parsed = parseSignatureHeader(typeof header === 'string' ? header : null);
      if (!parsed) throw new AppError(401, 'SIGNATURE_INVALID', 'The callback signature is missing or malformed.');
      const expected = mac(signedPayload(parsed.timestamp, rawBody));
      if (!parsed.macs.some((m) => constantTimeEqual(m, expected))) throw new AppError(401, 'SIGNATURE_INVALID', 'The callback signature does not match.');
      if (!isSignatureFresh(parsed.timestamp, now())) throw new AppError(401, 'SIGNATURE_INVALID', 'The callback signature has expired.');
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        throw new AppError(400, 'VALIDATION_FAILED', 'The callback body is not JSON.');
      }
      const event = SandboxCallback.safeParse(body);
      if (!event.success) throw new AppError(400, 'VALIDATION_FAILED', 'The callback body is not a sandbox event.');
      return { eventId: event.data.eventId, providerRef: event.data.providerRef, status: event.data.status, reason: event.data.reason ?? null };
    },

    async createPayout(input: { paymentId: number }) {
      return { providerRef: refFor('pay', input.paymentId), status: 'paid' as const };
    },

    async queryStatus(providerRef: string) {
      return deps.status ? deps.status(providerRef) : null;
    },

    /** The provider's side: the signed callback it sends (the checkout page and tests use it). */
    signCallback(event: Omit<SandboxCallback, 'eventId'> & { eventId?: string }, atMs = now()): { body: string; headers: Record<string, string> } {
      const body = JSON.stringify({ ...event, eventId: event.eventId ?? `evt_${randomBytes(12).toString('hex')}` });
      const timestamp = Math.floor(atMs / 1000);
      return {
        body,
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: formatSignatureHeader(timestamp, mac(signedPayload(timestamp, body))) },
      };
    },
  } satisfies PaymentProvider & Record<string, unknown>;
  return provider;
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
