import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { loginKind } from '@wager/domain';
import { AppError } from '../../../platform/index.ts';
import type { IdentityPolicy } from './identity.constants.ts';
import type { IdentityRepository, UserRow } from './identity.repository.ts';
import { createFailureCounter } from './failure-counter.ts';
import { codeMessage, type CodePurpose } from './messages.ts';
import { normalisePhone } from './phone.ts';
import type { AuditPort, CaptchaPort, ConfigPort, MessagingPort, ProtectionGatePort, RequestMeta, WalletPort } from './ports.ts';
import { createTokenSigner } from './tokens.ts';
import { createOneTimeCodes } from './one-time-codes.ts';

/** What identity's services are built from (app.ts passes it through `createIdentityModule`). */
export interface IdentityDeps {
  repository: IdentityRepository;
  audit: AuditPort;
  messaging: MessagingPort;
  captcha: CaptchaPort;
  config: ConfigPort;
  wallet: WalletPort;
  /** Player protection's gate (decision 021); none: every sign-in passes. */
  protection?: ProtectionGatePort;
  appSecret: string;
  redis?: Redis;
  policy: IdentityPolicy;
  nowMs: () => number;
}

export function invalidPhone(): AppError {
  return new AppError(400, 'VALIDATION_FAILED', 'The phone number is not valid for the chosen country.');
}

export function alreadyRegistered(what: 'e-mail' | 'phone'): AppError {
  return new AppError(409, 'ALREADY_REGISTERED', `An account with this ${what} already exists.`);
}

/** The browser and device ids of a request, for the audit log (only those known). */
export function deviceDetails(meta: RequestMeta): Record<string, string> {
  return { ...(meta.clientId ? { clientId: meta.clientId } : {}), ...(meta.deviceId ? { deviceId: meta.deviceId } : {}) };
}

export function sha256(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

export function canSignIn(user: UserRow | undefined): user is UserRow {
  return !!user && user.closedAt === null;
}

/**
 * The parts identity's services share, made once per module: one failure counter (in memory it is
 * state), one token signer, one code issuer. Not a service: no interface leaves the module.
 */
export function createIdentityKit(deps: IdentityDeps) {
  const { repository: repo, messaging, config, policy, nowMs } = deps;
  const tokens = createTokenSigner(deps.appSecret, nowMs);
  const counter = createFailureCounter(deps.redis, nowMs);
  const codes = createOneTimeCodes({ repository: repo, messaging, appSecret: deps.appSecret, policy: policy.code, nowMs });

  return {
    ...deps,
    tokens,
    counter,
    codes,
    now: () => new Date(nowMs()),

    /**
     * For an address with no account the answer must look the same as for a real one (no code is
     * made): the same one-per-minute refusal, kept in the failure counter.
     */
    async assertDecoyMaySend(purpose: CodePurpose, target: string): Promise<void> {
      const sent = await counter.increment(`decoy:${purpose}:${target}`, policy.code.resendAfterMs);
      if (sent > 1) {
        throw new AppError(429, 'RATE_LIMITED', 'A code was sent a moment ago; wait before asking for another.', {
          retryAfterSeconds: Math.ceil(policy.code.resendAfterMs / 1000),
        });
      }
    },

    issueCode(input: { purpose: CodePurpose; channel: 'sms' | 'email'; target: string; userId: number | null; lang: 'en' | 'ru'; skipThrottle?: boolean }) {
      return codes.issue({ ...input, text: (code) => codeMessage(input.purpose, input.lang, code, policy.code.ttlMs) });
    },

    /** An account by e-mail, id or (with a country, or in + form) phone (S0 §3.5 login input types). */
    async findUserByLogin(login: string, countryCode?: string): Promise<UserRow | undefined> {
      const value = login.trim();
      if (countryCode || value.startsWith('+')) {
        const phone = normalisePhone(value, countryCode);
        if (phone) return repo.findUserByPhone(phone);
      }
      const kind = loginKind(value);
      if (kind === 'email') return repo.findUserByEmail(value.toLowerCase());
      if (kind === 'id') return repo.findUserById(Number(value));
      return undefined;
    },

    /** The current terms revision's date (S0 §4.6): config group `terms`, else the policy's default. */
    async termsUpdatedAt(): Promise<Date> {
      const groups = await config.getGroups(['terms'], undefined);
      const raw = groups.terms?.updatedAt;
      const parsed = typeof raw === 'string' || typeof raw === 'number' ? new Date(raw) : null;
      return parsed && !Number.isNaN(parsed.getTime()) ? parsed : new Date(policy.defaultTermsUpdatedAt);
    },
  };
}

export type IdentityKit = ReturnType<typeof createIdentityKit>;
