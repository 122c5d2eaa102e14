import { randomInt } from 'node:crypto';
import type { RegisterRequest } from '@wager/contract';
import { ACTIVATION_TYPE, generatePassword } from '@wager/domain';
import { AppError } from '../../../platform/index.ts';
import { isUniqueViolation, type CodeRow } from './identity.repository.ts';
import { alreadyRegistered, deviceDetails, invalidPhone, type IdentityKit } from './identity-kit.ts';
import { hashPassword } from './passwords.ts';
import { normalisePhone } from './phone.ts';
import type { RequestMeta } from './ports.ts';
import type { SessionGrant, SessionService } from './sessions.service.ts';

export interface SocialSignUp {
  provider: string;
  subject: string;
  email: string | null;
  countryCode: string;
  currencyCode: string;
}

/**
 * Registration (S0 §4.3): a new player, his profile, his main account (S0 §3.1, in the same
 * transaction through the wallet) and his first session; social sign-up the same way.
 */
export interface RegistrationService {
  register(input: RegisterRequest, meta: RequestMeta): Promise<{ userId: number; session: SessionGrant; credentials?: { login: string; password: string } }>;
  /**
   * Social sign-in (soc_reg): the account linked to (provider, subject); else the account with this
   * e-mail when that e-mail was verified here (an unverified one could be someone else's squat);
   * else a new account. The provider's e-mail is taken as verified by the provider.
   */
  findOrCreateSocialUser(input: SocialSignUp, meta?: RequestMeta): Promise<{ userId: number; created: boolean }>;
}

export function createRegistrationService(kit: IdentityKit, sessions: Pick<SessionService, 'createSession'>): RegistrationService {
  const { repository: repo, audit, config, wallet, codes, now } = kit;

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

  return {
    async register(input, meta) {
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
        code = await codes.check(await repo.latestCode('phone_registration', phone), input.code);
      }
      const passwordHash = await hashPassword(password);
      // The revision accepted now, or the revision's own date when an operator dated it ahead.
      const termsAcceptedAt = new Date(Math.max(at.getTime(), (await kit.termsUpdatedAt()).getTime()));
      try {
        return await repo.transaction(async (tx) => {
          if (code) await codes.consume(code, tx);
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
          await kit.protection?.atRegistration({ userId: user.id, email, phone }, tx);
          const session = await sessions.createSession(user.id, { remember: false, ip: meta.ip, userAgent: meta.userAgent }, tx);
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

    async findOrCreateSocialUser(input, meta = { ip: null, userAgent: null, lang: 'en' }) {
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
          await kit.protection?.atRegistration({ userId: user.id, email: ownEmail, phone: null }, tx);
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
  };
}
