import { dictionaryLanguage, parseAcceptLanguage } from '@wager/domain';

/** What a code message is for; also the purpose stored with the code and the outbox message. */
export type CodePurpose = 'sms_login' | 'phone_registration' | 'password_reset' | 'unlock';

interface MessageText {
  subject: string;
  body: (code: string, minutes: number) => string;
}

/**
 * Server-side texts of the messages identity sends, in the player's language (S0 §1: Russian text
 * for ru, kk, uk and az; English otherwise).
 */
const MESSAGES: Record<'en' | 'ru', Record<CodePurpose, MessageText>> = {
  en: {
    sms_login: {
      subject: 'Your Wager sign-in code',
      body: (code, minutes) => `Wager sign-in code: ${code}. Valid for ${minutes} minutes. Do not share it with anyone.`,
    },
    phone_registration: {
      subject: 'Your Wager registration code',
      body: (code, minutes) => `Wager registration code: ${code}. Valid for ${minutes} minutes.`,
    },
    password_reset: {
      subject: 'Wager password reset',
      body: (code, minutes) =>
        `Your Wager password reset code: ${code}. Valid for ${minutes} minutes. If you did not ask for it, ignore this message.`,
    },
    unlock: {
      subject: 'Your Wager account was locked',
      body: (code, minutes) =>
        `Too many failed sign-ins locked your Wager account. Code to unlock it: ${code} (valid for ${minutes} minutes). If it was not you, change your password.`,
    },
  },
  ru: {
    sms_login: {
      subject: 'Код входа в Wager',
      body: (code, minutes) => `Код входа в Wager: ${code}. Действует ${minutes} минут. Никому его не сообщайте.`,
    },
    phone_registration: {
      subject: 'Код регистрации в Wager',
      body: (code, minutes) => `Код регистрации в Wager: ${code}. Действует ${minutes} минут.`,
    },
    password_reset: {
      subject: 'Восстановление пароля Wager',
      body: (code, minutes) =>
        `Код для восстановления пароля Wager: ${code}. Действует ${minutes} минут. Если вы его не запрашивали, проигнорируйте это сообщение.`,
    },
    unlock: {
      subject: 'Ваш аккаунт Wager заблокирован',
      body: (code, minutes) =>
        `Из-за неудачных попыток входа ваш аккаунт Wager заблокирован. Код разблокировки: ${code} (действует ${minutes} минут). Если это были не вы, смените пароль.`,
    },
  },
};

export function codeMessage(purpose: CodePurpose, lang: 'en' | 'ru', code: string, ttlMs: number): { subject: string; body: string } {
  const text = MESSAGES[lang][purpose];
  return { subject: text.subject, body: text.body(code, Math.round(ttlMs / 60_000)) };
}

/** The message language: the `lng` cookie, else the browser's first language; Russian text for ru/kk/uk/az. */
export function messageLanguage(lngCookie: string | undefined, acceptLanguage: string | undefined): 'en' | 'ru' {
  const lang = lngCookie?.trim().toLowerCase() || parseAcceptLanguage(acceptLanguage)[0] || 'en';
  return dictionaryLanguage(lang);
}

/** S1 §3 credentials-save option 2: the one-click account's id and password by e-mail. */
export function credentialsMessage(lang: 'en' | 'ru', login: string, password: string): { subject: string; body: string } {
  return lang === 'ru'
    ? {
        subject: 'Данные вашего аккаунта Wager',
        body: `Номер счёта (логин): ${login}\nПароль: ${password}\n\nХраните эти данные в тайне. Пароль можно сменить в личном кабинете.`,
      }
    : {
        subject: 'Your Wager account details',
        body: `Account ID (login): ${login}\nPassword: ${password}\n\nKeep these details private. You can change the password in your account.`,
      };
}
