import { generateSecret, generateURI } from 'otplib';
import { totpStepOf } from './totp.ts';
import {
  ACTIVATION_TYPE,
  activationTypeAfterEmailVerification,
  activationTypeAfterPhoneBinding,
} from '@wager/domain';
import { AppError } from '../../../platform/index.ts';
import type { IdentityPolicy } from './identity.constants.ts';
import { isUniqueViolation, type CodeRow, type IdentityRepository, type UserRow } from './identity.repository.ts';
import { normalisePhone, splitPhone } from './phone.ts';
import { codeInvalid, createOneTimeCodes } from './one-time-codes.ts';
import type { AuditPort, MessagingPort, RequestMeta } from './ports.ts';
import type { CredentialsService } from './credentials.service.ts';
import type { SessionGrant, SessionService } from './sessions.service.ts';

/**
 * The signed-in player's own security settings (the office security page; S0 §3.2 protection
 * methods, §4.4 phone binding and password change): two-step sign-in (TOTP) with a replay guard, e-mail
 * verification, phone binding and the password change. Each change and its audit event are
 * written in one transaction.
 */

/** What this file sends codes for; stored with the code and the outbox message. */
type SecurityCodePurpose = 'email_verification' | 'phone_binding';

export { acceptTotpCode, totpStepOf } from './totp.ts';

/** A state that makes the request meaningless now (two-step already on, nothing to confirm…). */
function conflict(message: string): AppError {
  return new AppError(409, 'STATE_CONFLICT', message);
}

function signedOut(): AppError {
  return new AppError(401, 'UNAUTHORIZED', 'Sign in to continue.');
}

const MESSAGES: Record<'en' | 'ru', Record<SecurityCodePurpose, { subject: string; body: (code: string, minutes: number) => string }>> = {
  en: {
    email_verification: {
      subject: 'Confirm your e-mail for Wager',
      body: (code, minutes) =>
        `Your Wager e-mail confirmation code: ${code}. Valid for ${minutes} minutes. If you did not ask for it, ignore this message.`,
    },
    phone_binding: {
      subject: 'Your Wager phone confirmation code',
      body: (code, minutes) => `Wager phone confirmation code: ${code}. Valid for ${minutes} minutes. Do not share it with anyone.`,
    },
  },
  ru: {
    email_verification: {
      subject: 'Подтвердите e-mail в Wager',
      body: (code, minutes) =>
        `Код подтверждения e-mail в Wager: ${code}. Действует ${minutes} минут. Если вы его не запрашивали, проигнорируйте это сообщение.`,
    },
    phone_binding: {
      subject: 'Код подтверждения телефона Wager',
      body: (code, minutes) => `Код подтверждения телефона в Wager: ${code}. Действует ${minutes} минут. Никому его не сообщайте.`,
    },
  },
};

export interface CodeSent {
  sentTo: string;
  sentAt: Date;
  expiresAt: Date;
  resendAfterSeconds: number;
}

export function createAccountSecurity(deps: {
  repository: IdentityRepository;
  audit: AuditPort;
  messaging: MessagingPort;
  appSecret: string;
  policy: IdentityPolicy;
  nowMs: () => number;
  /** The password check and change (the change ends every session of the player, S0 §4.4). */
  credentials: Pick<CredentialsService, 'verifyUserPassword' | 'changePassword'>;
  /** A new session for the browser that changed the password. */
  sessions: Pick<SessionService, 'createSession'>;
}) {
  const { repository: repo, audit, messaging, policy, nowMs } = deps;
  const codes = createOneTimeCodes({ repository: repo, messaging, appSecret: deps.appSecret, policy: policy.code, nowMs });
  const now = () => new Date(nowMs());

  async function liveUser(userId: number): Promise<UserRow> {
    const user = await repo.findUserById(userId);
    if (!user || user.closedAt) throw signedOut();
    return user;
  }

  /** A code for `purpose` to `target`: one a minute and `maxPerHour` an hour per target (S1 §4 one-time codes). */
  async function issueCode(purpose: SecurityCodePurpose, channel: 'sms' | 'email', target: string, userId: number, lang: 'en' | 'ru'): Promise<CodeSent> {
    const text = MESSAGES[lang][purpose];
    const minutes = Math.round(policy.code.ttlMs / 60_000);
    const sent = await codes.issue({ purpose, channel, target, userId, text: (code) => ({ subject: text.subject, body: text.body(code, minutes) }) });
    return { sentTo: target, sentAt: sent.sentAt, expiresAt: sent.expiresAt, resendAfterSeconds: Math.ceil(policy.code.resendAfterMs / 1000) };
  }

  /** The player's latest code for `purpose`, checked (a wrong try counts against it). */
  async function checkCode(purpose: SecurityCodePurpose, userId: number, code: string, target?: string): Promise<CodeRow> {
    const latest = await repo.latestCodeForUser(purpose, userId);
    return codes.check(latest && (target === undefined || latest.target === target) ? latest : undefined, code);
  }

  function alreadyTaken(what: 'e-mail' | 'phone'): AppError {
    return new AppError(409, 'ALREADY_REGISTERED', `Another account already uses this ${what}.`);
  }

  return {
    /** Two-step set-up, step 1: a new secret (not on yet) and its otpauth:// URI for the QR code. */
    async beginTwoStepSetup(userId: number): Promise<{ secret: string; uri: string }> {
      await liveUser(userId);
      const secret = generateSecret();
      // Never replaces the secret of two-step that is on: turning it off needs a code.
      if (!(await repo.startTotpSetup(userId, secret))) throw conflict('Two-step sign-in is already on; turn it off first.');
      return { secret, uri: generateURI({ issuer: 'Wager', label: String(userId), secret }) };
    },

    /** Two-step set-up, step 2: a right, unused code from the app turns two-step sign-in on. */
    async confirmTwoStep(userId: number, code: string, meta: RequestMeta): Promise<void> {
      const user = await liveUser(userId);
      if (user.totpEnabledAt) throw conflict('Two-step sign-in is already on.');
      if (!user.totpSecret) throw conflict('Start the two-step set-up first.');
      const step = await totpStepOf(user.totpSecret, code, nowMs());
      if (step === null) throw codeInvalid('wrong_code');
      await repo.transaction(async (tx) => {
        if (!(await repo.claimTotpStep(userId, step, tx))) throw codeInvalid('time_up');
        if (!(await repo.enableTotp(userId, user.totpSecret!, now(), tx))) throw codeInvalid('time_up');
        await audit.record({ type: 'identity.two_step_enabled', userId, ip: meta.ip, userAgent: meta.userAgent, details: {} }, tx);
      });
    },

    /** Turns two-step sign-in off; a current, unused code proves the app is at hand. */
    async disableTwoStep(userId: number, code: string, meta: RequestMeta): Promise<void> {
      const user = await liveUser(userId);
      if (!user.totpEnabledAt || !user.totpSecret) throw conflict('Two-step sign-in is not on.');
      const step = await totpStepOf(user.totpSecret, code, nowMs());
      if (step === null) throw codeInvalid('wrong_code');
      await repo.transaction(async (tx) => {
        if (!(await repo.claimTotpStep(userId, step, tx))) throw codeInvalid('time_up');
        if (!(await repo.disableTotp(userId, tx))) throw conflict('Two-step sign-in is not on.');
        await audit.record({ type: 'identity.two_step_disabled', userId, ip: meta.ip, userAgent: meta.userAgent, details: {} }, tx);
      });
    },

    /**
     * A code to the player's e-mail, or to `email` when given (a new or changed address). The
     * address on the account changes only once the code comes back, so an address is never
     * taken over unproven; one that belongs to another account is refused (409).
     */
    async sendEmailVerification(userId: number, input: { email?: string | undefined }, meta: RequestMeta): Promise<CodeSent> {
      const user = await liveUser(userId);
      const target = input.email?.trim().toLowerCase() || user.email;
      if (!target) throw new AppError(400, 'VALIDATION_FAILED', 'Give the e-mail address to confirm.', { reason: 'email_required' });
      if (target === user.email && user.emailVerifiedAt) throw conflict('This e-mail address is already confirmed.');
      const owner = await repo.findUserByEmail(target);
      if (owner && owner.id !== userId) throw alreadyTaken('e-mail');
      return issueCode('email_verification', 'email', target, userId, meta.lang);
    },

    /** The code from the e-mail: the address is the account's, confirmed (S0 §3.2 enable_email_auth). */
    async confirmEmailVerification(userId: number, code: string, meta: RequestMeta): Promise<{ email: string }> {
      const user = await liveUser(userId);
      const row = await checkCode('email_verification', userId, code);
      const email = row.target;
      try {
        await repo.transaction(async (tx) => {
          await codes.consume(row, tx);
          const owner = await repo.findUserByEmail(email, tx);
          if (owner && owner.id !== userId) throw alreadyTaken('e-mail');
          const current = (await repo.findUserForUpdate(userId, tx)) ?? user;
          await repo.updateUser(
            userId,
            { email, emailVerifiedAt: now(), activationType: activationTypeAfterEmailVerification(current.activationType) },
            tx,
          );
          await audit.record(
            { type: 'identity.email_verified', userId, ip: meta.ip, userAgent: meta.userAgent, details: { email, changed: current.email !== email } },
            tx,
          );
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw alreadyTaken('e-mail');
        throw err;
      }
      return { email };
    },

    /** An SMS code to bind `phone` (S0 §3.6 validated by the country's numbering plan). */
    async sendPhoneBinding(userId: number, input: { phone: string; countryCode: string }, meta: RequestMeta): Promise<CodeSent> {
      const user = await liveUser(userId);
      const phone = normalisePhone(input.phone, input.countryCode);
      if (!phone) throw new AppError(400, 'VALIDATION_FAILED', 'The phone number is not valid for the chosen country.');
      if (phone === user.phone && user.phoneVerifiedAt) throw conflict('This phone number is already bound to your account.');
      const owner = await repo.findUserByPhone(phone);
      if (owner && owner.id !== userId) throw alreadyTaken('phone');
      return issueCode('phone_binding', 'sms', phone, userId, meta.lang);
    },

    /**
     * The SMS code binds the phone: phone and phoneVerifiedAt set, activation type 0 → 3 and
     * 1 → 2 (S0 §4.4), phone binding on in the protection methods.
     */
    async confirmPhoneBinding(
      userId: number,
      input: { phone: string; countryCode: string; code: string },
      meta: RequestMeta,
    ): Promise<{ phone: string; phoneCode: string | null; nationalNumber: string | null; activationType: number }> {
      await liveUser(userId);
      const phone = normalisePhone(input.phone, input.countryCode);
      if (!phone) throw new AppError(400, 'VALIDATION_FAILED', 'The phone number is not valid for the chosen country.');
      const row = await checkCode('phone_binding', userId, input.code, phone);
      let activationType = 0;
      try {
        await repo.transaction(async (tx) => {
          await codes.consume(row, tx);
          const owner = await repo.findUserByPhone(phone, tx);
          if (owner && owner.id !== userId) throw alreadyTaken('phone');
          const current = await repo.findUserForUpdate(userId, tx);
          if (!current) throw signedOut();
          activationType = activationTypeAfterPhoneBinding(current.activationType);
          await repo.updateUser(userId, { phone, phoneVerifiedAt: now(), activationType }, tx);
          await audit.record(
            { type: 'identity.phone_bound', userId, ip: meta.ip, userAgent: meta.userAgent, details: { phone, replaced: current.phone !== null && current.phone !== phone } },
            tx,
          );
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw alreadyTaken('phone');
        throw err;
      }
      const split = splitPhone(phone);
      return { phone, phoneCode: split?.phoneCode ?? null, nationalNumber: split?.nationalNumber ?? null, activationType };
    },

    /**
     * The office password change: the current password first (a wrong one is a 400, nothing
     * changes), then identity's change, which ends every session of the player; the browser that
     * asked gets a new session (`renew`) with the same "remember me" as the one it had.
     */
    async changePassword(
      auth: { userId: number; sessionId: string },
      input: { currentPassword: string; newPassword: string },
      meta: RequestMeta,
      options: { renew: boolean },
    ): Promise<SessionGrant | null> {
      await liveUser(auth.userId);
      if (!(await deps.credentials.verifyUserPassword(auth.userId, input.currentPassword))) {
        await audit.record({ type: 'identity.password_change_refused', userId: auth.userId, ip: meta.ip, userAgent: meta.userAgent, details: {} });
        throw new AppError(400, 'INVALID_CREDENTIALS', 'The current password is wrong.');
      }
      const before = await repo.findSessionById(auth.sessionId);
      await deps.credentials.changePassword(auth.userId, input.newPassword, meta);
      // Every session ended with the change, this one included; only this browser starts a new one.
      return options.renew ? deps.sessions.createSession(auth.userId, { remember: before?.remember ?? false, ip: meta.ip, userAgent: meta.userAgent }) : null;
    },
  };
}

export type AccountSecurity = ReturnType<typeof createAccountSecurity>;
