import { describe, expect, it } from 'vitest';
import { userKeys, userQueries } from './api.ts';
import { toShellUserConfig } from './user-config.ts';
import type { UserConfig } from '@wager/contract';

describe('user query options (S0 §3.2, §4.6)', () => {
  it('S0 §3.2: the user config is one entry under the user key, shared by the header, the shell and the office pages', () => {
    expect(userQueries.config().queryKey).toEqual(['user', 'config']);
    expect(userKeys.config()).toEqual(['user', 'config']);
    expect(userQueries.config().queryKey.slice(0, 1)).toEqual(userKeys.all);
  });

  it('S0 §4.6: the terms status is its own entry under the user key', () => {
    expect(userQueries.terms().queryKey).toEqual(['user', 'terms']);
  });

  it('S0 §4.4: both are player data, dropped when the player changes', () => {
    expect(userQueries.config().meta).toEqual({ player: true });
    expect(userQueries.terms().meta).toEqual({ player: true });
  });

  it('S0 §3.2: the shell reads its few fields from the config (user_data sets user_name; balance hidden unless false)', () => {
    const raw = { user_email: 'a@b.c', phone_number: '', user_name: 'p1', user_hide_balance: false, ban_level: 2, user_data: { name: 'Ann', surname: 'Lee' } };
    expect(toShellUserConfig(raw as unknown as UserConfig)).toEqual({
      user_email: 'a@b.c',
      phone_number: null,
      user_name: 'Ann Lee',
      user_hide_balance: false,
      ban_level: 2,
    });
    expect(toShellUserConfig({} as UserConfig)).toMatchObject({ user_name: null, user_hide_balance: true, ban_level: 0 });
  });
});
