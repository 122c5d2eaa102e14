import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserConfig } from '@wager/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const BASE = { countryCode: 'RU', currencyCode: 'RUB', bonusChoice: 0, acceptTerms: true, confirmAge: true };
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
/** A client address of its own: per-IP limits (shared in Redis across runs) stay out of the way. */
const randomIp = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** S0 §3.2: every field the shell reads from the user config. */
const S0_3_2_FIELDS = [
  'disallow_line_sport', 'disallow_live_sport', 'phone_number', 'phone_code', 'user_email', 'user_name', 'user_country_code',
  'user_country_id', 'activation_type', 'user_ref_id', 'user_msg_count', 'isRequiredTransfer', 'is_active_secure_question',
  'user_hide_balance', 'changed_pass_day_count', 'user_data', 'protection_level', 'protection_methods', 'should_sync_protection_methods',
  'is_need_identification', 'ban_level', 'ban_version', 'user_status_id', 'internal_verification_status', 'verification_status',
  'verification_types', 'isCCLine', 'isCClive', 'isDataAfterRegistration', 'verification_status_group_code',
  'requested_additional_document', 'has_deposit', 'is_identification_bonus', 'show_verification_modal_on_deposit_page',
  'remaining_days_to_activate', 'recharge_notification',
];

describe('user config (S0 §3.2, §4.4, §5, §7; S1 §8)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  function cookieOf(response: { cookies: { name: string; value: string }[] }): string {
    return `user_token=${response.cookies.find((c) => c.name === 'user_token')!.value}`;
  }

  it('S0 §7: GET /web-api/user/config is 401 for a guest', async () => {
    const response = await t.app.inject({ url: '/web-api/user/config' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHORIZED');
  });

  it('S0 §3.2: a signed-in player gets every listed field, never cached', async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/web-api/auth/register',
      remoteAddress: randomIp(),
      payload: { ...BASE, type: 'full_reg', email: 'config-player@example.com', password: 'config password', name: 'Olga', surname: 'Smirnova' },
    });
    expect(registered.statusCode).toBe(201);
    const response = await t.app.inject({ url: '/web-api/user/config', headers: { cookie: cookieOf(registered), ...XHR } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { result } = response.json();
    expect(Object.keys(result).sort()).toEqual([...S0_3_2_FIELDS].sort());
    expect(UserConfig.parse(result)).toBeTruthy();
    expect(result).toMatchObject({
      user_email: 'config-player@example.com',
      user_name: 'Olga Smirnova',
      user_country_code: 'RU',
      activation_type: 1,
      phone_number: null,
      phone_code: null,
      user_hide_balance: true,
      ban_level: 0,
      ban_version: 1,
      changed_pass_day_count: 0,
      user_ref_id: 1,
      verification_status: 1,
      verification_types: [],
      disallow_line_sport: [],
    });
    expect(result.user_data).toMatchObject({ name: 'Olga', surname: 'Smirnova', date_birthday: null, passport: null });
    // S0 §4.4 protection: nothing bound yet → level 0 ("bad").
    expect(result.protection_methods).toEqual({
      is_changed_password: false,
      enable_two_factor_auth: false,
      enable_phone_binding: false,
      enable_security_question: false,
      enable_email_auth: false,
    });
    expect(result.protection_level).toBe(0);
  });

  it('S0 §2.5.9, §3.2: is_need_identification follows the operator asking for identification and the player identifying', async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/web-api/auth/register',
      remoteAddress: randomIp(),
      payload: { ...BASE, type: 'full_reg', email: 'identify-me@example.com', password: 'identify password', name: 'Ivan', surname: 'Petrov' },
    });
    expect(registered.statusCode).toBe(201);
    const { userId } = registered.json() as { userId: number };
    const read = async () =>
      (await t.app.inject({ url: '/web-api/user/config', headers: { cookie: cookieOf(registered), ...XHR } })).json().result.is_need_identification;
    expect(await read()).toBe(false);
    expect(await t.app.operator.identity.setIdentificationRequired(userId, true)).toBe(true);
    expect(await read()).toBe(true);
    expect(await t.app.operator.identity.setIdentificationRequired(userId, false)).toBe(true);
    expect(await read()).toBe(false);
    expect(await t.app.operator.identity.setIdentificationRequired(999_999_999, true)).toBe(false);
  });

  it('S0 §3.2, §4.4: a phone player gets phone_code and phone_number, activation type 3 and phone binding on', async () => {
    const phone = `+79169${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
    const ip = randomIp();
    const sent = await t.app.inject({ method: 'POST', url: '/web-api/auth/sms/send', remoteAddress: ip, payload: { phone, countryCode: 'RU', purpose: 'registration' } });
    expect(sent.statusCode).toBe(200);
    const outbox = (await t.app.inject({ url: `/dev/outbox.json?to=${encodeURIComponent(phone)}&purpose=phone_registration` })).json();
    const code = outbox.messages[0].body.match(/\b(\d{6})\b/)[1];
    const registered = await t.app.inject({
      method: 'POST',
      url: '/web-api/auth/register',
      remoteAddress: ip,
      payload: { ...BASE, type: 'phone_reg', phone, code, password: 'phone password' },
    });
    expect(registered.statusCode).toBe(201);
    const { result } = (await t.app.inject({ url: '/web-api/user/config', headers: { cookie: cookieOf(registered) } })).json();
    expect(result).toMatchObject({ phone_code: '+7', phone_number: phone.slice(2), activation_type: 3, user_email: null });
    expect(result.protection_methods.enable_phone_binding).toBe(true);
    expect(result.protection_level).toBe(20);
  });
});
