import { randomBytes, randomUUID } from 'node:crypto';
import { AppError } from '../../../platform/index.ts';
import type {
  AccountSnapshot,
  CredentialsService,
  LoginOutcome,
  ProfileService,
  RegistrationService,
  RequestMeta,
  SessionGrant,
  SessionService,
  TermsStatus,
} from '../index.ts';
import { SESSION_COOKIE } from '../index.ts';

/**
 * In-memory fakes of identity's four services, for unit tests of their consumers (office, social,
 * the coming sportsbook). They keep the interfaces' contracts that consumers rely on (null for an
 * unknown or closed player, 401/451 codes, a session per sign-in) and nothing of the storage.
 */

const DAY_MS = 86_400_000;

/** An account snapshot with every field defaulted; pass what the test cares about. */
export function accountSnapshot(
  overrides: Partial<Omit<AccountSnapshot, 'profile'>> & { userId: number; profile?: Partial<AccountSnapshot['profile']> },
): AccountSnapshot {
  return {
    email: null,
    phone: null,
    phoneCode: null,
    phoneNationalNumber: null,
    countryCode: 'DE',
    currencyCode: 'EUR',
    registrationType: 'full_reg',
    activationType: 0,
    banLevel: 0,
    banVersion: 0,
    needsIdentification: false,
    hasPassword: true,
    passwordChangedAt: null,
    twoStepEnabled: false,
    phoneVerified: false,
    emailVerified: false,
    createdAt: new Date(0),
    ...overrides,
    profile: {
      name: null,
      surname: null,
      birthDate: null,
      documentTypeId: null,
      inn: null,
      passport: null,
      passportDate: null,
      passportEndDate: null,
      registrationAddress: null,
      hideBalance: true,
      ...overrides.profile,
    },
  };
}

export interface FakeSessionService extends SessionService {
  /** Every sign-in recorded through `recordSignIn`, in order. */
  readonly signIns: { userId: number; form: string }[];
}

export function createFakeSessionService(options: { nowMs?: () => number; ttlMs?: number } = {}): FakeSessionService {
  const nowMs = options.nowMs ?? Date.now;
  const ttlMs = options.ttlMs ?? DAY_MS;
  const byToken = new Map<string, { userId: number; sessionId: string; expiresAt: Date; ended: boolean }>();
  const serviceTokens = new Map<string, string>();
  const live = (token: string) => {
    const found = byToken.get(token);
    return found && !found.ended && found.expiresAt.getTime() > nowMs() ? found : null;
  };
  const sessions: FakeSessionService = {
    signIns: [],
    async createSession(userId) {
      const token = randomBytes(32).toString('base64url');
      const grant: SessionGrant = { sessionId: randomUUID(), userId, token, expiresAt: new Date(nowMs() + ttlMs) };
      byToken.set(token, { userId, sessionId: grant.sessionId, expiresAt: grant.expiresAt, ended: false });
      return grant;
    },
    async authenticateSessionToken(token) {
      const found = live(token);
      return found ? { userId: found.userId, sessionId: found.sessionId, expiresAt: found.expiresAt } : null;
    },
    async sessionFromCookieHeader(cookieHeader) {
      const token = cookieHeader?.split(';').map((part) => part.trim().split('=')).find(([name]) => name === SESSION_COOKIE)?.[1];
      const found = token ? live(decodeURIComponent(token)) : null;
      return found ? { authenticated: true, userId: found.userId, expiresAt: found.expiresAt.toISOString() } : { authenticated: false, userId: null, expiresAt: null };
    },
    async authenticateBearer(token) {
      const sessionToken = serviceTokens.get(token);
      return sessionToken ? sessions.authenticateSessionToken(sessionToken) : null;
    },
    async issueServiceToken(auth) {
      const sessionToken = [...byToken].find(([, s]) => s.sessionId === auth.sessionId)?.[0];
      if (!sessionToken) throw new AppError(401, 'UNAUTHORIZED', 'Sign in to continue.');
      const token = randomBytes(24).toString('base64url');
      serviceTokens.set(token, sessionToken);
      return { token, expiresAt: new Date(nowMs() + 15 * 60_000) };
    },
    async endSession(sessionId) {
      for (const session of byToken.values()) {
        if (session.sessionId === sessionId && !session.ended) {
          session.ended = true;
          return true;
        }
      }
      return false;
    },
    async recordSignIn(userId, _meta, form) {
      sessions.signIns.push({ userId, form });
    },
  };
  return sessions;
}

export interface FakeProfileService extends ProfileService {
  /** Adds (or replaces) a player. */
  add(account: AccountSnapshot): void;
  /** Marks the terms as changed since the player accepted them (S0 §4.6). */
  changeTerms(userId: number): void;
}

export function createFakeProfileService(options: { confirmTermsOn?: boolean } = {}): FakeProfileService {
  const accounts = new Map<number, AccountSnapshot>();
  const closed = new Set<number>();
  const termsChanged = new Set<number>();
  const updatedAt = new Date(0);
  const profile: FakeProfileService = {
    add(account) {
      accounts.set(account.userId, account);
      closed.delete(account.userId);
    },
    changeTerms(userId) {
      termsChanged.add(userId);
    },
    async getAccount(userId) {
      return closed.has(userId) ? null : (accounts.get(userId) ?? null);
    },
    async termsStatus(userId): Promise<TermsStatus> {
      return { result: termsChanged.has(userId), updatedAt };
    },
    async confirmTerms(userId) {
      termsChanged.delete(userId);
      return { result: false, updatedAt };
    },
    async assertTermsAccepted(userId) {
      if (options.confirmTermsOn !== false && termsChanged.has(userId)) {
        throw new AppError(451, 'TERMS_NOT_ACCEPTED', 'The terms have changed: confirm them to continue.', { exception_code: 1 });
      }
    },
    async setIdentificationRequired(userId, required) {
      const account = accounts.get(userId);
      if (!account) return false;
      accounts.set(userId, { ...account, needsIdentification: required });
      return true;
    },
    async closeAccount(userId) {
      closed.add(userId);
    },
  };
  return profile;
}

export interface FakeCredentialsService extends CredentialsService {
  /** Gives a player a password (sign-in by id or e-mail). */
  setPassword(userId: number, password: string, email?: string): void;
}

/** Password sign-in by id or e-mail only; other forms, codes and resets answer 400 (not faked). */
export function createFakeCredentialsService(sessions: Pick<SessionService, 'createSession'>): FakeCredentialsService {
  const passwords = new Map<number, string>();
  const emails = new Map<string, number>();
  const invalid = () => new AppError(401, 'INVALID_CREDENTIALS', 'The login or password is wrong.');
  const notFaked = async (): Promise<never> => {
    throw new AppError(400, 'VALIDATION_FAILED', 'Not available in the fake credentials service.');
  };
  const credentials: FakeCredentialsService = {
    setPassword(userId, password, email) {
      passwords.set(userId, password);
      if (email) emails.set(email.toLowerCase(), userId);
    },
    async login(input, meta: RequestMeta): Promise<LoginOutcome> {
      if (input.form !== 'login_password') return notFaked();
      const userId = /^\d+$/.test(input.login) ? Number(input.login) : emails.get(input.login.toLowerCase());
      if (userId === undefined || passwords.get(userId) !== input.password) throw invalid();
      return { status: 'ok', session: await sessions.createSession(userId, { remember: input.remember, ip: meta.ip, userAgent: meta.userAgent }) };
    },
    sendSmsCode: notFaked,
    unlock: notFaked,
    requestPasswordReset: notFaked,
    verifyPasswordReset: notFaked,
    savePasswordReset: notFaked,
    async changePassword(userId, password) {
      passwords.set(userId, password);
    },
    async verifyUserPassword(userId, password) {
      return passwords.get(userId) === password;
    },
    async emailCredentials(userId, input) {
      if (passwords.get(userId) !== input.password) throw new AppError(401, 'INVALID_CREDENTIALS', 'The password does not match this account.');
    },
  };
  return credentials;
}

/** Registration that hands out ids from 1 and starts a session; social sign-ups link by (provider, subject). */
export function createFakeRegistrationService(sessions: Pick<SessionService, 'createSession'>, profile?: FakeProfileService): RegistrationService {
  let lastUserId = 0;
  const social = new Map<string, number>();
  return {
    async register(input, meta) {
      const userId = ++lastUserId;
      profile?.add(accountSnapshot({ userId, countryCode: input.countryCode, currencyCode: input.currencyCode, registrationType: input.type }));
      const session = await sessions.createSession(userId, { remember: false, ip: meta.ip, userAgent: meta.userAgent });
      return { userId, session };
    },
    async findOrCreateSocialUser(input) {
      const key = `${input.provider}:${input.subject}`;
      const linked = social.get(key);
      if (linked !== undefined) return { userId: linked, created: false };
      const userId = ++lastUserId;
      social.set(key, userId);
      profile?.add(accountSnapshot({ userId, email: input.email, countryCode: input.countryCode, currencyCode: input.currencyCode, registrationType: 'soc_reg' }));
      return { userId, created: true };
    },
  };
}
