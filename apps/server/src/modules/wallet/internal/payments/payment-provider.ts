/**
 * What the wallet needs from a payment provider (decision 008). Every call is idempotent per our
 * payment id (real providers take it as their idempotency key), so a retried or concurrent call
 * for the same payment answers the same session or payout.
 */
export interface PaymentProvider {
  readonly code: string;
  /** Opens a checkout session; the player is sent to `redirectUrl` to pay. */
  createDeposit(input: { paymentId: number; amountMinor: bigint; currencyCode: string; language: string }): Promise<{ providerRef: string; redirectUrl: string }>;
  /**
   * Checks a callback's signature over the raw body (HMAC-SHA256 with a timestamp tolerance) and
   * reads it. Throws AppError SIGNATURE_INVALID (401) when forged, stale or malformed.
   */
  verifyCallback(rawBody: string, headers: Record<string, string | string[] | undefined>): ProviderEvent;
  /** Sends a withdrawal's money; `paid` when the provider paid at once, `pending` when a callback will tell. */
  createPayout(input: { paymentId: number; amountMinor: bigint; currencyCode: string; destination: string | null }): Promise<{ providerRef: string; status: 'paid' | 'pending' }>;
  /** Where the provider says a payment stands (for reconciling a payment whose callback never came). */
  queryStatus(providerRef: string): Promise<ProviderStatus | null>;
}

/** Statuses a provider reports; they are our payment statuses. */
export type ProviderStatus = 'pending' | 'succeeded' | 'failed' | 'cancelled' | 'paid' | 'rejected';

export interface ProviderEvent {
  /** Unique per provider: a replayed callback carries the same id. */
  eventId: string;
  providerRef: string;
  status: ProviderStatus;
  reason: string | null;
}
