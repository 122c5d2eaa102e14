import type { Tx } from '../../../platform/index.ts';
import type { ConfigGroupMap, SiteConfig } from '@wager/contract';

/**
 * What identity needs from other modules, as interfaces: app.ts passes the audit, messaging,
 * captcha and config services, which satisfy them structurally.
 */
export interface AuditPort {
  record(
    event: { type: string; userId?: number | null; ip?: string | null; userAgent?: string | null; details?: Record<string, unknown> },
    tx?: Tx,
  ): Promise<void>;
}

export interface MessagingPort {
  send(message: { channel: 'sms' | 'email'; recipient: string; subject?: string; body: string; purpose: string }): Promise<unknown>;
}

export type CaptchaVerdict = { ok: true } | { ok: false; captchaCode: number };

export interface CaptchaPort {
  /** Checks a solved captcha from the x-captcha header (single use). */
  verify(payload: string | undefined): Promise<CaptchaVerdict>;
}

export interface ConfigPort {
  getSiteConfig(lang?: string): Promise<SiteConfig>;
  getGroups(groups: readonly string[], lang: string | undefined): Promise<ConfigGroupMap>;
}

/** The wallet: a player's main account opens in the same transaction as the player (S0 §3.1). */
export interface WalletPort {
  isCurrencyOffered(code: string): Promise<boolean>;
  openMainAccount(userId: number, currencyCode: string, tx: Tx): Promise<unknown>;
}

/**
 * Player protection (decision 021; the limits module's gate): asked before every sign-in's session
 * starts (it may refuse with SESSION_LIMIT_ENDED) and inside every registration's unit of work (a
 * national self-exclusion register hit records an exclusion; the account still opens).
 */
export interface ProtectionGatePort {
  beforeSignIn(person: { userId: number; email: string | null; phone: string | null }): Promise<void>;
  atRegistration(person: { userId: number; email: string | null; phone: string | null }, tx: Tx): Promise<void>;
}

/** Who made a request, for the audit log and the session row. */
export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
  /** The player's language for message texts (S0 §1: Russian text for ru, kk, uk, az). */
  lang: 'en' | 'ru';
  /** The browser id (secure-data ggru) when its grant is valid (S0 §7). */
  clientId?: string | null;
  /** The fingerprint's device id when a valid fingerprint came (S0 §3.5). */
  deviceId?: string | null;
}
