import { describe, expect, it } from 'vitest';
import { accountSnapshot, createFakeProfileService } from '../../identity/testing/fakes.ts';
import { createOfficeService } from './office.service.ts';

const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);
const DAY_MS = 86_400_000;

/** The office's S0 §3.2 user config from identity's ProfileService (an in-memory fake: no database). */
describe('office user config (S0 §3.2) over a fake identity profile service', () => {
  const profile = createFakeProfileService();
  const office = createOfficeService({ identity: profile, config: { getSiteConfig: async () => ({ ref_id: 7 }) }, nowMs: () => NOW });

  it('S0 §3.2: maps the account to the user config (phone split, name, protection methods, password age)', async () => {
    profile.add(
      accountSnapshot({
        userId: 41,
        email: 'ann@example.com',
        phone: '+4915112345678',
        phoneCode: '+49',
        phoneNationalNumber: '15112345678',
        activationType: 2,
        twoStepEnabled: true,
        phoneVerified: true,
        passwordChangedAt: new Date(NOW - 3 * DAY_MS - 1000),
        profile: { name: 'Ann', surname: 'Lee' },
      }),
    );
    const config = await office.getUserConfig(41);
    expect(config).toMatchObject({
      user_email: 'ann@example.com',
      phone_code: '+49',
      phone_number: '15112345678',
      user_name: 'Ann Lee',
      activation_type: 2,
      user_ref_id: 7,
      changed_pass_day_count: 3,
      user_hide_balance: true,
      protection_methods: { is_changed_password: true, enable_two_factor_auth: true, enable_phone_binding: true, enable_security_question: false, enable_email_auth: false },
    });
  });

  it('S0 §2.5.9: a player asked to identify himself has is_need_identification', async () => {
    profile.add(accountSnapshot({ userId: 42 }));
    await profile.setIdentificationRequired(42, true);
    expect((await office.getUserConfig(42))?.is_need_identification).toBe(true);
  });

  it('no config for an unknown or closed account', async () => {
    expect(await office.getUserConfig(999)).toBeNull();
    profile.add(accountSnapshot({ userId: 43 }));
    await profile.closeAccount(43, { ip: null, userAgent: null, lang: 'en' });
    expect(await office.getUserConfig(43)).toBeNull();
  });
});
