import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { LoginRequest, RegisterRequest } from '@wager/contract';
import type { Tx } from '../../../platform/index.ts';
import {
  ACTIVATION_TYPE,
  afterLoginFailure,
  captchaRequired,
  generatePassword,
  isLocked,
  lockRetryAfterSeconds,
  loginKind,
  sessionExpiresAtMs,
  sessionStatus,
  shouldTouchSession,
  termsChanged,
} from '@wager/domain';
import { AppError } from '../../../platform/index.ts';
import { SESSION_COOKIE, type IdentityPolicy } from './identity.constants.ts';
import { isUniqueViolation, type CodeRow, type IdentityRepository, type UserRow } from './identity.repository.ts';
import { createFailureCounter } from './failure-counter.ts';
import { codeMessage, credentialsMessage, type CodePurpose } from './messages.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { normalisePhone, splitPhone } from './phone.ts';
import type { AuditPort, CaptchaPort, ConfigPort, MessagingPort, RequestMeta, WalletPort } from './ports.ts';
import { createTokenSigner } from './tokens.ts';
import { codeInvalid, createOneTimeCodes } from './one-time-codes.ts';
import { acceptTotpCode } from './account-security.ts';

/** A started session: the token goes to the cookie once and is stored only as its hash. */
export interface SessionGrant {
  sessionId: string;
  userId: number;
  token: string;
  expiresAt: Date;
}

/** Who is signed in on this request (`request.auth`); null for a guest. */
export interface AuthContext {
  userId: number;
  sessionId: string;
  /** How the request proved it: the session cookie or a service bearer token (S0 §7 gettoken). */
  via: 'cookie' | 'bearer';
  /** The session's absolute expiry. */
  expiresAt: Date;
}

export type LoginOutcome =
  | { status: 'ok'; session: SessionGrant }
  | { status: 'two_step_required'; challengeId: string };

/** What the office module reads about a player (S0 §3.2); identity's tables stay private. */
export interface AccountSnapshot {
  userId: number;
  email: string | null;
  /** E.164, and split for S0 §3.2 phone_code / phone_number. */
  phone: string | null;
  phoneCode: string | null;
  phoneNationalNumber: string | null;
  countryCode: string;
  currencyCode: string;
  registrationType: string;
  activationType: number;
  banLevel: number;
  banVersion: number;
  /** S0 §2.5.9, §3.2 is_need_identification: asked to identify and not identified yet. */
  needsIdentification: boolean;
  hasPassword: boolean;
  passwordChangedAt: Date | null;
  twoStepEnabled: boolean;
  phoneVerified: boolean;
  emailVerified: boolean;
  createdAt: Date;
  profile: {
    name: string | null;
    surname: string | null;
    birthDate: string | null;
    documentTypeId: number | null;
    inn: string | null;
    passport: string | null;
    passportDate: string | null;
    passportEndDate: string | null;
    registrationAddress: string | null;
    hideBalance: boolean;
  };
}

const INVALID_CREDENTIALS_MESSAGE = 'The login or password is wrong.';
const SESSION_TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

function invalidCredentials(): AppError {
  return new AppError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
}

function locked(lockedUntil: Date, nowMs: number): AppError {
  return new AppError(423, 'ACCOUNT_LOCKED', 'Too many failed sign-ins: the account is locked for a while. The code sent to your phone or e-mail unlocks it now.', {
    retryAfterSeconds: lockRetryAfterSeconds(lockedUntil.getTime(), nowMs),
  });
}

function invalidPhone(): AppError {
  return new AppError(400, 'VALIDATION_FAILED', 'The phone number is not valid for the chosen country.');
}

/** The browser and device ids of a request, for the audit log (only those known). */
function deviceDetails(meta: RequestMeta): Record<string, string> {
  return { ...(meta.clientId ? { clientId: meta.clientId } : {}), ...(meta.deviceId ? { deviceId: meta.deviceId } : {}) };
}

function sha256(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

export function createIdentityService(deps: {
  repository: IdentityRepository;
  audit: AuditPort;
  messaging: MessagingPort;
  captcha: CaptchaPort;
  config: ConfigPort;
  wallet: WalletPort;
  appSecret: string;
  redis?: Redis;
  policy: IdentityPolicy;
  nowMs: () => number;
}) {
  const { repository: repo, audit, messaging, captcha, config, wallet, policy, nowMs } = deps;
  const tokens = createTokenSigner(deps.appSecret, nowMs);
  const counter = createFailureCounter(deps.redis, nowMs);
  const now = () => new Date(nowMs());

  // ---- one-time codes (issue 3 §11, S1 §4) ----

  const codes = createOneTimeCodes({ repository: repo, messaging, appSecret: deps.appSecret, policy: policy.code, nowMs });

  /**
   * For an address with no account the answer must look the same as for a real one (no code is
   * made): the same one-per-minute refusal, kept in the failure counter.
   */
  async function assertDecoyMaySend(purpose: CodePurpose, target: string): Promise<void> {
    const sent = await counter.increment(`decoy:${purpose}:${target}`, policy.code.resendAfterMs);
    if (sent > 1) {
      throw new AppError(429, 'RATE_LIMITED', 'A code was sent a moment ago; wait before asking for another.', {
        retryAfterSeconds: Math.ceil(policy.code.resendAfterMs / 1000),
      });
    }
  }

  function issueCode(input: {
    purpose: CodePurpose;
    channel: 'sms' | 'email';
    target: string;
    userId: number | null;
    lang: 'en' | 'ru';
    skipThrottle?: boolean;
  }): Promise<{ id: string; sentAt: Date; expiresAt: Date }> {
    return codes.issue({ ...input, text: (code) => codeMessage(input.purpose, input.lang, code, policy.code.ttlMs) });
  }

  const checkCode = codes.check;
  const consumeCode = codes.consume;

  // ---- sessions (S0 §4.4, issue 3 §3, §11) ----

  async function createSession(
    userId: number,
    options: { remember: boolean; ip: string | null; userAgent: string | null },
    tx?: Tx,
  ): Promise<SessionGrant> {
    const token = randomBytes(32).toString('base64url');
    const sessionId = randomUUID();
    const createdAt = now();
    const expiresAt = new Date(sessionExpiresAtMs(createdAt.getTime(), options.remember, policy.session));
    await repo.insertSession(
      {
        id: sessionId,
        userId,
        tokenHash: sha256(token),
        remember: options.remember,
        createdAt,
        lastSeenAt: createdAt,
        expiresAt,
        ip: options.ip,
        userAgent: options.userAgent?.slice(0, 512) ?? null,
      },
      tx,
    );
    return { sessionId, userId, token, expiresAt };
  }

  async function liveSession(row: Awaited<ReturnType<IdentityRepository['findSessionById']>>) {
    if (!row) return null;
    const at = nowMs();
    const status = sessionStatus(
      { expiresAtMs: row.expiresAt.getTime(), lastSeenAtMs: row.lastSeenAt.getTime(), remember: row.remember, revoked: row.revokedAt !== null },
      at,
      policy.session,
    );
    if (status !== 'active') return null;
    if (shouldTouchSession(row.lastSeenAt.getTime(), at, policy.session)) await repo.touchSession(row.id, new Date(at));
    return row;
  }

  // ---- users and logins ----

  /** An account by e-mail, id or (with a country, or in + form) phone (S0 §3.5 login input types). */
  async function findUserByLogin(login: string, countryCode?: string): Promise<UserRow | undefined> {
    const value = login.trim();
    if (countryCode || value.startsWith('+')) {
      const phone = normalisePhone(value, countryCode);
      if (phone) return repo.findUserByPhone(phone);
    }
    const kind = loginKind(value);
    if (kind === 'email') return repo.findUserByEmail(value.toLowerCase());
    if (kind === 'id') return repo.findUserById(Number(value));
    return undefined;
  }

  function canSignIn(user: UserRow | undefined): user is UserRow {
    return !!user && user.closedAt === null;
  }

  /**
   * The failure-counter keys of a client: its IP, and its browser id when the secure-data grant
   * vouches for it (S0 §7), so a browser that hops networks is still the same client.
   */
  function clientKeys(meta: RequestMeta): string[] {
    return [`login:${meta.ip ?? 'unknown'}`, ...(meta.clientId ? [`login-client:${meta.clientId}`] : [])];
  }

  /** The captcha rule: after repeated failures from this IP or browser a solved captcha must come along. */
  async function requireCaptchaIfNeeded(meta: RequestMeta, captchaPayload: string | undefined): Promise<void> {
    const failures = Math.max(...(await Promise.all(clientKeys(meta).map((key) => counter.count(key)))));
    if (!captchaRequired(failures, policy.loginCaptcha)) return;
    if (!captchaPayload) throw new AppError(400, 'CAPTCHA_REQUIRED', 'Confirm that you are not a robot to continue.', { captchaCode: 100 });
    const verdict = await captcha.verify(captchaPayload);
    if (!verdict.ok) throw new AppError(400, 'CAPTCHA_REQUIRED', 'The captcha was not accepted; try again.', { captchaCode: verdict.captchaCode });
  }

  /** Sends the unlock code to the player's phone, else e-mail (issue 3 §11). */
  async function sendUnlockCode(user: UserRow, lang: 'en' | 'ru'): Promise<void> {
    const target = user.phone ?? user.email;
    if (!target) return;
    await issueCode({ purpose: 'unlock', channel: user.phone ? 'sms' : 'email', target, userId: user.id, lang, skipThrottle: true });
  }

  /** A failed sign-in: counted per IP (captcha) and per account (lockout), and audited. */
  async function recordFailure(user: UserRow | undefined, meta: RequestMeta, form: string): Promise<AppError> {
    for (const key of clientKeys(meta)) await counter.increment(key, policy.loginCaptcha.windowMs);
    await audit.record({ type: 'identity.login_failed', userId: user?.id ?? null, ip: meta.ip, userAgent: meta.userAgent, details: { form, ...deviceDetails(meta) } });
    if (!user) return invalidCredentials();
    const at = nowMs();
    const lockedUntil = await repo.transaction(async (tx) => {
      const current = await repo.findUserForUpdate(user.id, tx);
      if (!current) return null;
      const next = afterLoginFailure(
        {
          count: current.failedLoginCount,
          windowStartedAtMs: current.failedLoginWindowStartedAt?.getTime() ?? null,
          lockedUntilMs: current.lockedUntil?.getTime() ?? null,
        },
        at,
        policy.lockout,
      );
      await repo.updateUser(
        user.id,
        {
          failedLoginCount: next.count,
          failedLoginWindowStartedAt: next.windowStartedAtMs === null ? null : new Date(next.windowStartedAtMs),
          lockedUntil: next.lockedUntilMs === null ? null : new Date(next.lockedUntilMs),
        },
        tx,
      );
      if (!next.lockedNow) return null;
      await audit.record({ type: 'identity.locked', userId: user.id, ip: meta.ip, userAgent: meta.userAgent, details: { until: new Date(next.lockedUntilMs!).toISOString() } }, tx);
      return new Date(next.lockedUntilMs!);
    });
    if (!lockedUntil) return invalidCredentials();
    await sendUnlockCode(user, meta.lang);
    return locked(lockedUntil, at);
  }

  function assertNotLocked(user: UserRow): void {
    if (user.lockedUntil && isLocked({ lockedUntilMs: user.lockedUntil.getTime() }, nowMs())) throw locked(user.lockedUntil, nowMs());
  }

  /** A successful sign-in: the failure counter is reset and a new session (a new token) starts. */
  async function completeSignIn(user: UserRow, remember: boolean, meta: RequestMeta, form: string): Promise<LoginOutcome> {
    const session = await repo.transaction(async (tx) => {
      if (user.failedLoginCount !== 0 || user.lockedUntil !== null || user.failedLoginWindowStartedAt !== null) {
        await repo.updateUser(user.id, { failedLoginCount: 0, failedLoginWindowStartedAt: null, lockedUntil: null }, tx);
      }
      const grant = await createSession(user.id, { remember, ip: meta.ip, userAgent: meta.userAgent }, tx);
      await audit.record({ type: 'identity.login', userId: user.id, ip: meta.ip, userAgent: meta.userAgent, details: { form, remember, ...deviceDetails(meta) } }, tx);
      return grant;
    });
    return { status: 'ok', session };
  }

  async function passwordSignIn(user: UserRow | undefined, password: string, remember: boolean, meta: RequestMeta, form: string): Promise<LoginOutcome> {
    if (!canSignIn(user) || !user.passwordHash) {
      await verifyAgainstDummy(password);
      throw await recordFailure(undefined, meta, form);
    }
    assertNotLocked(user);
    if (!(await verifyPassword(user.passwordHash, password))) throw await recordFailure(user, meta, form);
    if (user.totpEnabledAt && user.totpSecret) {
      const { token } = await tokens.sign('two_step', { sub: String(user.id), remember }, policy.twoStepChallengeTtlMs);
      return { status: 'two_step_required', challengeId: token };
    }
    return completeSignIn(user, remember, meta, form);
  }

  async function termsUpdatedAt(): Promise<Date> {
    const groups = await config.getGroups(['terms'], undefined);
    const raw = groups.terms?.updatedAt;
    const parsed = typeof raw === 'string' || typeof raw === 'number' ? new Date(raw) : null;
    return parsed && !Number.isNaN(parsed.getTime()) ? parsed : new Date(policy.defaultTermsUpdatedAt);
  }

  const service = {
    createSession,

    /** The session behind a `user_token` cookie, if it is live (absolute and idle limits). */
    async authenticateSessionToken(token: string): Promise<Omit<AuthContext, 'via'> | null> {
      if (!SESSION_TOKEN_RE.test(token)) return null;
      const row = await liveSession(await repo.findSessionByTokenHash(sha256(token)));
      return row ? { userId: row.userId, sessionId: row.id, expiresAt: row.expiresAt } : null;
    },

    /** GET /web-api/session's answer for a raw Cookie header (the SSR root loader, no HTTP round trip). */
    async sessionFromCookieHeader(cookieHeader: string | null): Promise<{ authenticated: boolean; userId: number | null; expiresAt: string | null }> {
      const token = cookieHeader ? readCookie(cookieHeader, SESSION_COOKIE) : null;
      const found = token ? await service.authenticateSessionToken(token) : null;
      return found ? { authenticated: true, userId: found.userId, expiresAt: found.expiresAt.toISOString() } : { authenticated: false, userId: null, expiresAt: null };
    },

    /** A service bearer token (gettoken), valid while its session lives. */
    async authenticateBearer(token: string): Promise<Omit<AuthContext, 'via'> | null> {
      const claims = await tokens.verify('service', token);
      if (!claims || typeof claims.sid !== 'string') return null;
      const row = await liveSession(await repo.findSessionById(claims.sid));
      if (!row || String(row.userId) !== claims.sub) return null;
      return { userId: row.userId, sessionId: row.id, expiresAt: row.expiresAt };
    },

    /** S0 §7 gettoken: a short-lived bearer token for the service APIs. */
    async issueServiceToken(auth: Pick<AuthContext, 'userId' | 'sessionId'>): Promise<{ token: string; expiresAt: Date }> {
      const { token, expiresAtMs } = await tokens.sign('service', { sub: String(auth.userId), sid: auth.sessionId }, policy.serviceTokenTtlMs);
      return { token, expiresAt: new Date(expiresAtMs) };
    },

    /** Ends one session (logout, or the old session when a new sign-in renews it). */
    async endSession(sessionId: string, userId: number, meta: RequestMeta | null): Promise<boolean> {
      const ended = await repo.revokeSession(sessionId, now());
      if (ended && meta) await audit.record({ type: 'identity.logout', userId, ip: meta.ip, userAgent: meta.userAgent, details: {} });
      return ended;
    },

    async register(input: RegisterRequest, meta: RequestMeta): Promise<{ userId: number; session: SessionGrant; credentials?: { login: string; password: string } }> {
      const site = await config.getSiteConfig();
      if (!site.isRegistrationAllowed) throw new AppError(403, 'REGISTRATION_CLOSED', 'Registration is closed at the moment.');
      if (input.type === 'soc_reg') {
        throw new AppError(400, 'VALIDATION_FAILED', 'Social registration goes through the social sign-in flow (GET /social-api/oauth/{provider}/start).');
      }
      // Refused before any code is spent or password hashed: the main account opens in it (S0 §3.1).
      if (!(await wallet.isCurrencyOffered(input.currencyCode))) {
        throw new AppError(400, 'CURRENCY_NOT_OFFERED', 'This currency is not offered; choose another.');
      }
      const at = now();
      let password: string;
      let generated = false;
      let email: string | null = null;
      let phone: string | null = null;
      let code: CodeRow | null = null;
      let activationType: number = ACTIVATION_TYPE.none;
      if (input.type === 'fast_reg') {
        password = generatePassword((n) => randomInt(0, n));
        generated = true;
      } else if (input.type === 'full_reg') {
        email = input.email;
        password = input.password;
        activationType = ACTIVATION_TYPE.emailOnly;
        if (await repo.findUserByEmail(email)) throw alreadyRegistered('e-mail');
      } else {
        phone = normalisePhone(input.phone, input.countryCode);
        if (!phone) throw invalidPhone();
        password = input.password;
        activationType = ACTIVATION_TYPE.phoneOnly;
        if (await repo.findUserByPhone(phone)) throw alreadyRegistered('phone');
        code = await checkCode(await repo.latestCode('phone_registration', phone), input.code);
      }
      const passwordHash = await hashPassword(password);
      // The revision accepted now, or the revision's own date when an operator dated it ahead.
      const termsAcceptedAt = new Date(Math.max(at.getTime(), (await termsUpdatedAt()).getTime()));
      try {
        return await repo.transaction(async (tx) => {
          if (code) await consumeCode(code, tx);
          const user = await repo.insertUser(
            {
              email,
              phone,
              countryCode: input.countryCode,
              currencyCode: input.currencyCode,
              registrationType: input.type,
              bonusChoice: input.bonusChoice,
              promoCode: input.promoCode || null,
              passwordHash,
              activationType,
              phoneVerifiedAt: phone ? at : null,
              termsAcceptedAt,
              ageConfirmedAt: at,
              createdAt: at,
            },
            tx,
          );
          await repo.insertProfile(
            { userId: user.id, name: input.type === 'full_reg' ? input.name || null : null, surname: input.type === 'full_reg' ? input.surname || null : null, updatedAt: at },
            tx,
          );
          await wallet.openMainAccount(user.id, input.currencyCode, tx);
          const session = await createSession(user.id, { remember: false, ip: meta.ip, userAgent: meta.userAgent }, tx);
          await audit.record(
            {
              type: 'identity.registered',
              userId: user.id,
              ip: meta.ip,
              userAgent: meta.userAgent,
              details: { registrationType: input.type, countryCode: input.countryCode, currencyCode: input.currencyCode, bonusChoice: input.bonusChoice, ...deviceDetails(meta) },
            },
            tx,
          );
          return { userId: user.id, session, ...(generated ? { credentials: { login: String(user.id), password } } : {}) };
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw alreadyRegistered(phone ? 'phone' : 'e-mail');
        throw err;
      }
    },

    /** POST /web-api/auth/sms/send: a code for SMS sign-in or phone registration. */
    async sendSmsCode(
      input: { phone: string; countryCode: string; purpose: 'login' | 'registration' },
      meta: RequestMeta,
    ): Promise<{ sentAt: Date; expiresAt: Date; resendAfterSeconds: number }> {
      const phone = normalisePhone(input.phone, input.countryCode);
      if (!phone) throw invalidPhone();
      const user = await repo.findUserByPhone(phone);
      const resend = Math.ceil(policy.code.resendAfterMs / 1000);
      if (input.purpose === 'registration') {
        if (user) throw alreadyRegistered('phone');
        const sent = await issueCode({ purpose: 'phone_registration', channel: 'sms', target: phone, userId: null, lang: meta.lang });
        return { sentAt: sent.sentAt, expiresAt: sent.expiresAt, resendAfterSeconds: resend };
      }
      // Sign-in: no code for a phone without an account, but the same answer (no account discovery).
      if (!canSignIn(user)) {
        await assertDecoyMaySend('sms_login', phone);
        const sentAt = now();
        return { sentAt, expiresAt: new Date(sentAt.getTime() + policy.code.ttlMs), resendAfterSeconds: resend };
      }
      const sent = await issueCode({ purpose: 'sms_login', channel: 'sms', target: phone, userId: user.id, lang: meta.lang });
      return { sentAt: sent.sentAt, expiresAt: sent.expiresAt, resendAfterSeconds: resend };
    },

    /** POST /web-api/auth/login, every form of S0 §3.5 plus the PWA token. */
    async login(input: LoginRequest, meta: RequestMeta, captchaPayload: string | undefined): Promise<LoginOutcome> {
      if (input.form === 'token') {
        const claims = await tokens.verify('service', input.token);
        const row = claims && typeof claims.sid === 'string' ? await liveSession(await repo.findSessionById(claims.sid)) : null;
        const user = row && String(row.userId) === claims?.sub ? await repo.findUserById(row.userId) : undefined;
        if (!canSignIn(user)) throw await recordFailure(undefined, meta, input.form);
        assertNotLocked(user);
        return completeSignIn(user, input.remember, meta, input.form);
      }
      await requireCaptchaIfNeeded(meta, captchaPayload);
      switch (input.form) {
        case 'login_password':
          return passwordSignIn(await findUserByLogin(input.login), input.password, input.remember, meta, input.form);
        case 'phone_password': {
          const phone = normalisePhone(input.phone, input.countryCode);
          if (!phone) throw invalidPhone();
          return passwordSignIn(await repo.findUserByPhone(phone), input.password, input.remember, meta, input.form);
        }
        case 'sms': {
          const phone = normalisePhone(input.phone, input.countryCode);
          if (!phone) throw invalidPhone();
          let row: CodeRow;
          try {
            row = await checkCode(await repo.latestCode('sms_login', phone), input.code);
          } catch (err) {
            await counter.increment(`login:${meta.ip ?? 'unknown'}`, policy.loginCaptcha.windowMs);
            await audit.record({ type: 'identity.login_failed', userId: null, ip: meta.ip, userAgent: meta.userAgent, details: { form: input.form } });
            throw err;
          }
          const user = row.userId === null ? undefined : await repo.findUserById(row.userId);
          if (!canSignIn(user)) throw await recordFailure(undefined, meta, input.form);
          assertNotLocked(user);
          await consumeCode(row);
          return completeSignIn(user, input.remember, meta, input.form);
        }
        case 'login_password_two_step_code': {
          const claims = await tokens.verify('two_step', input.challengeId);
          if (!claims) throw new AppError(401, 'INVALID_CREDENTIALS', 'The sign-in step has expired; sign in again.');
          const user = await repo.findUserById(Number(claims.sub));
          if (!canSignIn(user) || !user.totpSecret || !user.totpEnabledAt) throw await recordFailure(undefined, meta, input.form);
          assertNotLocked(user);
          // A code is good once (RFC 6238 §5.2): its time step must be later than the last accepted one.
          if (!(await acceptTotpCode(repo, user, input.code, nowMs()))) throw await recordFailure(user, meta, input.form);
          return completeSignIn(user, claims.remember === true, meta, input.form);
        }
      }
    },

    /** POST /web-api/auth/unlock: the code sent at lockout unlocks the account early. */
    async unlock(input: { login: string; countryCode?: string; code: string }, meta: RequestMeta): Promise<void> {
      const user = await findUserByLogin(input.login, input.countryCode);
      const row = user ? await repo.latestCodeForUser('unlock', user.id) : undefined;
      const checked = await checkCode(row, input.code);
      await repo.transaction(async (tx) => {
        await consumeCode(checked, tx);
        await repo.updateUser(user!.id, { failedLoginCount: 0, failedLoginWindowStartedAt: null, lockedUntil: null }, tx);
        await audit.record({ type: 'identity.unlocked', userId: user!.id, ip: meta.ip, userAgent: meta.userAgent, details: {} }, tx);
      });
    },

    /** S1 §4 "call": a reset code by e-mail or SMS; the same answer whether or not the account exists. */
    async requestPasswordReset(
      input: { login: string; countryCode?: string },
      meta: RequestMeta,
    ): Promise<{ resetId: string; channel: 'sms' | 'email'; expiresAt: Date; resendAfterSeconds: number }> {
      const login = input.login.trim();
      const byPhone = !!input.countryCode || login.startsWith('+');
      const phone = byPhone ? normalisePhone(login, input.countryCode) : null;
      if (byPhone && !phone && loginKind(login) !== 'id') throw invalidPhone();
      const user = await findUserByLogin(login, input.countryCode);
      const kind = phone ? 'phone' : loginKind(login);
      let channel: 'sms' | 'email';
      let target: string | null;
      if (kind === 'phone') [channel, target] = ['sms', phone];
      else if (kind === 'email') [channel, target] = ['email', login.toLowerCase()];
      else [channel, target] = user?.phone ? ['sms', user.phone] : ['email', user?.email ?? null];
      const resend = Math.ceil(policy.code.resendAfterMs / 1000);
      await audit.record({ type: 'identity.password_reset_requested', userId: user?.id ?? null, ip: meta.ip, userAgent: meta.userAgent, details: { channel, known: !!user } });
      if (!canSignIn(user) || !target) {
        await assertDecoyMaySend('password_reset', target ?? `login:${login.toLowerCase()}`);
        return { resetId: randomBytes(16).toString('base64url'), channel, expiresAt: new Date(nowMs() + policy.code.ttlMs), resendAfterSeconds: resend };
      }
      const sent = await issueCode({ purpose: 'password_reset', channel, target, userId: user.id, lang: meta.lang });
      return { resetId: sent.id, channel, expiresAt: sent.expiresAt, resendAfterSeconds: resend };
    },

    /** S1 §4 "approve": the code is right → a short-lived token that allows saving a new password. */
    async verifyPasswordReset(input: { resetId: string; code: string }): Promise<{ resetToken: string }> {
      const found = await repo.findCodeById(input.resetId);
      const row = await checkCode(found?.purpose === 'password_reset' ? found : undefined, input.code);
      await consumeCode(row);
      const user = await repo.findUserById(row.userId ?? -1);
      if (!user) throw codeInvalid('wrong_code');
      const { token } = await tokens.sign(
        'password_reset',
        { sub: String(user.id), pwd: user.passwordChangedAt?.getTime() ?? 0 },
        policy.resetTokenTtlMs,
      );
      return { resetToken: token };
    },

    /** S1 §4 "save": sets the password, ends every session of the player, unlocks the account. */
    async savePasswordReset(input: { resetToken: string; password: string }, meta: RequestMeta): Promise<{ userId: number }> {
      const claims = await tokens.verify('password_reset', input.resetToken);
      const user = claims ? await repo.findUserById(Number(claims.sub)) : undefined;
      // A token works once: after the password changed its `pwd` no longer matches.
      if (!claims || !canSignIn(user) || (user.passwordChangedAt?.getTime() ?? 0) !== claims.pwd) throw codeInvalid('time_up');
      await setPassword(user.id, input.password, meta, 'identity.password_reset');
      return { userId: user.id };
    },

    /** A password change (office): every session of the player ends (issue 3 §11). */
    async changePassword(userId: number, password: string, meta: RequestMeta): Promise<void> {
      await setPassword(userId, password, meta, 'identity.password_changed');
    },

    /** Closes an account: it can no longer sign in and every session ends at once (issue 3 §11). */
    async closeAccount(userId: number, meta: RequestMeta): Promise<void> {
      const at = now();
      await repo.transaction(async (tx) => {
        await repo.updateUser(userId, { closedAt: at }, tx);
        const ended = await repo.revokeUserSessions(userId, at, tx);
        await audit.record({ type: 'identity.account_closed', userId, ip: meta.ip, userAgent: meta.userAgent, details: { sessionsEnded: ended } }, tx);
      });
    },

    /** Whether `password` is the player's current password (the office asks before a change). */
    /** S1 §3: e-mails the player their account id and password, once the password proves it is theirs. */
    async emailCredentials(userId: number, input: { email: string; password: string }, meta: RequestMeta): Promise<void> {
      if (!(await service.verifyUserPassword(userId, input.password))) {
        await audit.record({ type: 'identity.credentials_email_refused', userId, ip: meta.ip, userAgent: meta.userAgent });
        throw new AppError(401, 'INVALID_CREDENTIALS', 'The password does not match this account.');
      }
      const text = credentialsMessage(meta.lang, String(userId), input.password);
      await messaging.send({ channel: 'email', recipient: input.email, subject: text.subject, body: text.body, purpose: 'credentials' });
      await audit.record({ type: 'identity.credentials_emailed', userId, ip: meta.ip, userAgent: meta.userAgent, details: { email: input.email } });
    },

    async verifyUserPassword(userId: number, password: string): Promise<boolean> {
      const user = await repo.findUserById(userId);
      if (!user?.passwordHash) return verifyAgainstDummy(password);
      return verifyPassword(user.passwordHash, password);
    },


    /**
     * S0 §2.5.9: the operator asks a player to identify himself (the identification blocker then
     * holds him), or records that he did. No HTTP API yet: `app.operator.identity`.
     */
    async setIdentificationRequired(userId: number, required: boolean): Promise<boolean> {
      const user = await repo.findUserById(userId);
      if (!user) return false;
      const now = new Date(nowMs());
      await repo.updateUser(userId, required ? { identificationRequiredAt: now, identifiedAt: null } : { identifiedAt: now });
      return true;
    },

    /** S0 §4.6, §7: whether the terms changed since the player accepted them. */
    async termsStatus(userId: number): Promise<{ result: boolean; updatedAt: Date }> {
      const [user, updatedAt] = await Promise.all([repo.findUserById(userId), termsUpdatedAt()]);
      return { result: termsChanged(user?.termsAcceptedAt?.getTime() ?? null, updatedAt.getTime()), updatedAt };
    },

    /** The player accepts the current terms revision. */
    async confirmTerms(userId: number, meta: RequestMeta): Promise<{ result: boolean; updatedAt: Date }> {
      const updatedAt = await termsUpdatedAt();
      // The accepted revision: now, or the revision's own date when an operator dated it ahead.
      const accepted = new Date(Math.max(nowMs(), updatedAt.getTime()));
      await repo.transaction(async (tx) => {
        await repo.updateUser(userId, { termsAcceptedAt: accepted }, tx);
        await audit.record({ type: 'identity.terms_accepted', userId, ip: meta.ip, userAgent: meta.userAgent, details: { updatedAt: updatedAt.toISOString() } }, tx);
      });
      return { result: false, updatedAt };
    },

    /**
     * S1 §8: throws the 451 TERMS_NOT_ACCEPTED (exception_code 1) when the terms changed since the
     * player accepted them and terms confirmation is on (S0 §3.3 isAvailableConfirmTerms).
     */
    async assertTermsAccepted(userId: number): Promise<void> {
      const site = await config.getSiteConfig();
      if (!site.isAvailableConfirmTerms) return;
      if ((await service.termsStatus(userId)).result) {
        throw new AppError(451, 'TERMS_NOT_ACCEPTED', 'The terms have changed: confirm them to continue.', { exception_code: 1 });
      }
    },

    /** The player's account as the office reads it (S0 §3.2). */
    async getAccount(userId: number): Promise<AccountSnapshot | null> {
      const [user, profile] = await Promise.all([repo.findUserById(userId), repo.findProfile(userId)]);
      if (!user || user.closedAt) return null;
      const split = user.phone ? splitPhone(user.phone) : null;
      return {
        userId: user.id,
        email: user.email,
        phone: user.phone,
        phoneCode: split?.phoneCode ?? null,
        phoneNationalNumber: split?.nationalNumber ?? null,
        countryCode: user.countryCode,
        currencyCode: user.currencyCode,
        registrationType: user.registrationType,
        activationType: user.activationType,
        banLevel: user.banLevel,
        banVersion: user.banVersion,
        needsIdentification: user.identificationRequiredAt !== null && user.identifiedAt === null,
        hasPassword: user.passwordHash !== null,
        passwordChangedAt: user.passwordChangedAt,
        twoStepEnabled: user.totpEnabledAt !== null,
        phoneVerified: user.phoneVerifiedAt !== null,
        emailVerified: user.emailVerifiedAt !== null,
        createdAt: user.createdAt,
        profile: {
          name: profile?.name ?? null,
          surname: profile?.surname ?? null,
          birthDate: profile?.birthDate ?? null,
          documentTypeId: profile?.documentTypeId ?? null,
          inn: profile?.inn ?? null,
          passport: profile?.passport ?? null,
          passportDate: profile?.passportDate ?? null,
          passportEndDate: profile?.passportEndDate ?? null,
          registrationAddress: profile?.registrationAddress ?? null,
          hideBalance: profile?.hideBalance ?? true,
        },
      };
    },

    /**
     * Social sign-in (soc_reg): the account linked to (provider, subject); else the account with this
     * e-mail when that e-mail was verified here (an unverified one could be someone else's squat);
     * else a new account. The provider's e-mail is taken as verified by the provider.
     */
    async findOrCreateSocialUser(
      input: { provider: string; subject: string; email: string | null; countryCode: string; currencyCode: string },
      meta: RequestMeta = { ip: null, userAgent: null, lang: 'en' },
    ): Promise<{ userId: number; created: boolean }> {
      const linked = await repo.findSocialIdentity(input.provider, input.subject);
      if (linked) return { userId: linked.userId, created: false };
      const email = input.email?.trim().toLowerCase() || null;
      const at = now();
      const currencyCode = await socialCurrency(input.currencyCode);
      try {
        return await repo.transaction(async (tx) => {
          const owner = email ? await repo.findUserByEmail(email, tx) : undefined;
          if (owner && owner.emailVerifiedAt && !owner.closedAt) {
            await repo.insertSocialIdentity({ provider: input.provider, subject: input.subject, userId: owner.id, email }, tx);
            await audit.record({ type: 'identity.social_linked', userId: owner.id, ip: meta.ip, userAgent: meta.userAgent, details: { provider: input.provider } }, tx);
            return { userId: owner.id, created: false };
          }
          const ownEmail = owner ? null : email;
          const user = await repo.insertUser(
            {
              email: ownEmail,
              countryCode: input.countryCode,
              currencyCode,
              registrationType: 'soc_reg',
              activationType: ownEmail ? ACTIVATION_TYPE.emailOnly : ACTIVATION_TYPE.none,
              emailVerifiedAt: ownEmail ? at : null,
              createdAt: at,
            },
            tx,
          );
          await repo.insertProfile({ userId: user.id, updatedAt: at }, tx);
          await wallet.openMainAccount(user.id, currencyCode, tx);
          await repo.insertSocialIdentity({ provider: input.provider, subject: input.subject, userId: user.id, email }, tx);
          await audit.record(
            { type: 'identity.registered', userId: user.id, ip: meta.ip, userAgent: meta.userAgent, details: { registrationType: 'soc_reg', provider: input.provider } },
            tx,
          );
          return { userId: user.id, created: true };
        });
      } catch (err) {
        // Two first sign-ins at once: the other request linked it.
        if (!isUniqueViolation(err)) throw err;
        const again = await repo.findSocialIdentity(input.provider, input.subject);
        if (!again) throw err;
        return { userId: again.userId, created: false };
      }
    },

    /** Audits a sign-in made outside the login endpoint (social). */
    async recordSignIn(userId: number, meta: RequestMeta, form: string): Promise<void> {
      await audit.record({ type: 'identity.login', userId, ip: meta.ip, userAgent: meta.userAgent, details: { form } });
    },
  };

  /**
   * The currency of a social sign-up came through the provider round trip, too late to ask again:
   * the chosen one if offered, else the default currency rule (S0 §9: the site's geo currency, else RUB).
   */
  async function socialCurrency(chosen: string): Promise<string> {
    if (await wallet.isCurrencyOffered(chosen)) return chosen;
    const geo = (await config.getSiteConfig()).geoCurrencyCode;
    if (geo && (await wallet.isCurrencyOffered(geo))) return geo;
    return 'RUB';
  }

  async function setPassword(userId: number, password: string, meta: RequestMeta, auditType: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    const at = now();
    await repo.transaction(async (tx) => {
      await repo.updateUser(
        userId,
        { passwordHash, passwordChangedAt: at, failedLoginCount: 0, failedLoginWindowStartedAt: null, lockedUntil: null },
        tx,
      );
      const ended = await repo.revokeUserSessions(userId, at, tx);
      await audit.record({ type: auditType, userId, ip: meta.ip, userAgent: meta.userAgent, details: { sessionsEnded: ended } }, tx);
    });
  }

  return service;
}

function readCookie(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

function alreadyRegistered(what: 'e-mail' | 'phone'): AppError {
  return new AppError(409, 'ALREADY_REGISTERED', `An account with this ${what} already exists.`);
}

export type IdentityService = ReturnType<typeof createIdentityService>;
