import { randomBytes } from 'node:crypto';
import type { LoginRequest } from '@wager/contract';
import { afterLoginFailure, captchaRequired, isLocked, lockRetryAfterSeconds, loginKind } from '@wager/domain';
import { AppError } from '../../../platform/index.ts';
import type { CodeRow, UserRow } from './identity.repository.ts';
import { alreadyRegistered, canSignIn, deviceDetails, invalidPhone, type IdentityKit } from './identity-kit.ts';
import { credentialsMessage } from './messages.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { normalisePhone } from './phone.ts';
import type { RequestMeta } from './ports.ts';
import { codeInvalid } from './one-time-codes.ts';
import { acceptTotpCode } from './totp.ts';
import type { SessionGrant, SessionService } from './sessions.service.ts';

export type LoginOutcome =
  | { status: 'ok'; session: SessionGrant }
  | { status: 'two_step_required'; challengeId: string };

/**
 * Credentials and two-step sign-in (S0 §3.5 login forms, S1 §4 password reset): proving who one is,
 * the failures, lockout and captcha rules around it, and changing the password.
 */
export interface CredentialsService {
  /** POST /web-api/auth/login, every form of S0 §3.5 plus the PWA token. */
  login(input: LoginRequest, meta: RequestMeta, captchaPayload: string | undefined): Promise<LoginOutcome>;
  /** POST /web-api/auth/sms/send: a code for SMS sign-in or phone registration. */
  sendSmsCode(
    input: { phone: string; countryCode: string; purpose: 'login' | 'registration' },
    meta: RequestMeta,
  ): Promise<{ sentAt: Date; expiresAt: Date; resendAfterSeconds: number }>;
  /** POST /web-api/auth/unlock: the code sent at lockout unlocks the account early. */
  unlock(input: { login: string; countryCode?: string; code: string }, meta: RequestMeta): Promise<void>;
  /** S1 §4 "call": a reset code by e-mail or SMS; the same answer whether or not the account exists. */
  requestPasswordReset(
    input: { login: string; countryCode?: string },
    meta: RequestMeta,
  ): Promise<{ resetId: string; channel: 'sms' | 'email'; expiresAt: Date; resendAfterSeconds: number }>;
  /** S1 §4 "approve": the code is right → a short-lived token that allows saving a new password. */
  verifyPasswordReset(input: { resetId: string; code: string }): Promise<{ resetToken: string }>;
  /** S1 §4 "save": sets the password, ends every session of the player, unlocks the account. */
  savePasswordReset(input: { resetToken: string; password: string }, meta: RequestMeta): Promise<{ userId: number }>;
  /** A password change (office): every session of the player ends (S0 §4.4). */
  changePassword(userId: number, password: string, meta: RequestMeta): Promise<void>;
  /** Whether `password` is the player's current password (the office asks before a change). */
  verifyUserPassword(userId: number, password: string): Promise<boolean>;
  /** S1 §3: e-mails the player their account id and password, once the password proves it is theirs. */
  emailCredentials(userId: number, input: { email: string; password: string }, meta: RequestMeta): Promise<void>;
}

const INVALID_CREDENTIALS_MESSAGE = 'The login or password is wrong.';

function invalidCredentials(): AppError {
  return new AppError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
}

function locked(lockedUntil: Date, nowMs: number): AppError {
  return new AppError(423, 'ACCOUNT_LOCKED', 'Too many failed sign-ins: the account is locked for a while. The code sent to your phone or e-mail unlocks it now.', {
    retryAfterSeconds: lockRetryAfterSeconds(lockedUntil.getTime(), nowMs),
  });
}

export function createCredentialsService(kit: IdentityKit, sessions: Pick<SessionService, 'createSession' | 'authenticateBearer'>): CredentialsService {
  const { repository: repo, audit, messaging, captcha, tokens, counter, codes, policy, nowMs, now } = kit;

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

  /** Sends the unlock code to the player's phone, else e-mail (S0 §4.4 lockout). */
  async function sendUnlockCode(user: UserRow, lang: 'en' | 'ru'): Promise<void> {
    const target = user.phone ?? user.email;
    if (!target) return;
    await kit.issueCode({ purpose: 'unlock', channel: user.phone ? 'sms' : 'email', target, userId: user.id, lang, skipThrottle: true });
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
    // Decision 021: a used-up session limit refuses the sign-in (SESSION_LIMIT_ENDED); the register is consulted.
    await kit.protection?.beforeSignIn({ userId: user.id, email: user.email, phone: user.phone });
    const session = await repo.transaction(async (tx) => {
      if (user.failedLoginCount !== 0 || user.lockedUntil !== null || user.failedLoginWindowStartedAt !== null) {
        await repo.updateUser(user.id, { failedLoginCount: 0, failedLoginWindowStartedAt: null, lockedUntil: null }, tx);
      }
      const grant = await sessions.createSession(user.id, { remember, ip: meta.ip, userAgent: meta.userAgent }, tx);
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

  const credentials: CredentialsService = {
    async login(input, meta, captchaPayload) {
      if (input.form === 'token') {
        // The PWA's service token: the same check as a bearer request (its session must be live).
        const auth = await sessions.authenticateBearer(input.token);
        const user = auth ? await repo.findUserById(auth.userId) : undefined;
        if (!canSignIn(user)) throw await recordFailure(undefined, meta, input.form);
        assertNotLocked(user);
        return completeSignIn(user, input.remember, meta, input.form);
      }
      await requireCaptchaIfNeeded(meta, captchaPayload);
      switch (input.form) {
        case 'login_password':
          return passwordSignIn(await kit.findUserByLogin(input.login), input.password, input.remember, meta, input.form);
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
            row = await codes.check(await repo.latestCode('sms_login', phone), input.code);
          } catch (err) {
            await counter.increment(`login:${meta.ip ?? 'unknown'}`, policy.loginCaptcha.windowMs);
            await audit.record({ type: 'identity.login_failed', userId: null, ip: meta.ip, userAgent: meta.userAgent, details: { form: input.form } });
            throw err;
          }
          const user = row.userId === null ? undefined : await repo.findUserById(row.userId);
          if (!canSignIn(user)) throw await recordFailure(undefined, meta, input.form);
          assertNotLocked(user);
          await codes.consume(row);
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

    async sendSmsCode(input, meta) {
      const phone = normalisePhone(input.phone, input.countryCode);
      if (!phone) throw invalidPhone();
      const user = await repo.findUserByPhone(phone);
      const resend = Math.ceil(policy.code.resendAfterMs / 1000);
      if (input.purpose === 'registration') {
        if (user) throw alreadyRegistered('phone');
        const sent = await kit.issueCode({ purpose: 'phone_registration', channel: 'sms', target: phone, userId: null, lang: meta.lang });
        return { sentAt: sent.sentAt, expiresAt: sent.expiresAt, resendAfterSeconds: resend };
      }
      // Sign-in: no code for a phone without an account, but the same answer (no account discovery).
      if (!canSignIn(user)) {
        await kit.assertDecoyMaySend('sms_login', phone);
        const sentAt = now();
        return { sentAt, expiresAt: new Date(sentAt.getTime() + policy.code.ttlMs), resendAfterSeconds: resend };
      }
      const sent = await kit.issueCode({ purpose: 'sms_login', channel: 'sms', target: phone, userId: user.id, lang: meta.lang });
      return { sentAt: sent.sentAt, expiresAt: sent.expiresAt, resendAfterSeconds: resend };
    },

    async unlock(input, meta) {
      const user = await kit.findUserByLogin(input.login, input.countryCode);
      const row = user ? await repo.latestCodeForUser('unlock', user.id) : undefined;
      const checked = await codes.check(row, input.code);
      await repo.transaction(async (tx) => {
        await codes.consume(checked, tx);
        await repo.updateUser(user!.id, { failedLoginCount: 0, failedLoginWindowStartedAt: null, lockedUntil: null }, tx);
        await audit.record({ type: 'identity.unlocked', userId: user!.id, ip: meta.ip, userAgent: meta.userAgent, details: {} }, tx);
      });
    },

    async requestPasswordReset(input, meta) {
      const login = input.login.trim();
      const byPhone = !!input.countryCode || login.startsWith('+');
      const phone = byPhone ? normalisePhone(login, input.countryCode) : null;
      if (byPhone && !phone && loginKind(login) !== 'id') throw invalidPhone();
      const user = await kit.findUserByLogin(login, input.countryCode);
      const kind = phone ? 'phone' : loginKind(login);
      let channel: 'sms' | 'email';
      let target: string | null;
      if (kind === 'phone') [channel, target] = ['sms', phone];
      else if (kind === 'email') [channel, target] = ['email', login.toLowerCase()];
      else [channel, target] = user?.phone ? ['sms', user.phone] : ['email', user?.email ?? null];
      const resend = Math.ceil(policy.code.resendAfterMs / 1000);
      await audit.record({ type: 'identity.password_reset_requested', userId: user?.id ?? null, ip: meta.ip, userAgent: meta.userAgent, details: { channel, known: !!user } });
      if (!canSignIn(user) || !target) {
        await kit.assertDecoyMaySend('password_reset', target ?? `login:${login.toLowerCase()}`);
        return { resetId: randomBytes(16).toString('base64url'), channel, expiresAt: new Date(nowMs() + policy.code.ttlMs), resendAfterSeconds: resend };
      }
      const sent = await kit.issueCode({ purpose: 'password_reset', channel, target, userId: user.id, lang: meta.lang });
      return { resetId: sent.id, channel, expiresAt: sent.expiresAt, resendAfterSeconds: resend };
    },

    async verifyPasswordReset(input) {
      const found = await repo.findCodeById(input.resetId);
      const row = await codes.check(found?.purpose === 'password_reset' ? found : undefined, input.code);
      await codes.consume(row);
      const user = await repo.findUserById(row.userId ?? -1);
      if (!user) throw codeInvalid('wrong_code');
      const { token } = await tokens.sign('password_reset', { sub: String(user.id), pwd: user.passwordChangedAt?.getTime() ?? 0 }, policy.resetTokenTtlMs);
      return { resetToken: token };
    },

    async savePasswordReset(input, meta) {
      const claims = await tokens.verify('password_reset', input.resetToken);
      const user = claims ? await repo.findUserById(Number(claims.sub)) : undefined;
      // A token works once: after the password changed its `pwd` no longer matches.
      if (!claims || !canSignIn(user) || (user.passwordChangedAt?.getTime() ?? 0) !== claims.pwd) throw codeInvalid('time_up');
      await setPassword(user.id, input.password, meta, 'identity.password_reset');
      return { userId: user.id };
    },

    async changePassword(userId, password, meta) {
      await setPassword(userId, password, meta, 'identity.password_changed');
    },

    async verifyUserPassword(userId, password) {
      const user = await repo.findUserById(userId);
      if (!user?.passwordHash) return verifyAgainstDummy(password);
      return verifyPassword(user.passwordHash, password);
    },

    async emailCredentials(userId, input, meta) {
      if (!(await credentials.verifyUserPassword(userId, input.password))) {
        await audit.record({ type: 'identity.credentials_email_refused', userId, ip: meta.ip, userAgent: meta.userAgent });
        throw new AppError(401, 'INVALID_CREDENTIALS', 'The password does not match this account.');
      }
      const text = credentialsMessage(meta.lang, String(userId), input.password);
      await messaging.send({ channel: 'email', recipient: input.email, subject: text.subject, body: text.body, purpose: 'credentials' });
      await audit.record({ type: 'identity.credentials_emailed', userId, ip: meta.ip, userAgent: meta.userAgent, details: { email: input.email } });
    },
  };
  return credentials;
}
