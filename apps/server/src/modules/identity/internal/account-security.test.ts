import { generate as generateTotp, generateSecret } from 'otplib';
import { describe, expect, it } from 'vitest';
import { acceptTotpCode, totpStepOf } from './account-security.ts';

const T0 = Date.UTC(2026, 0, 1, 12, 0, 10);
const step = (ms: number) => Math.floor(ms / 30_000);
const codeAt = (secret: string, ms: number) => generateTotp({ secret, epoch: Math.floor(ms / 1000) });

describe('account security rules (S0 §3.2, §4.4; decision 007)', () => {
  it('decision 007: a TOTP code is matched to its 30-second step, one step of clock drift either side', async () => {
    const secret = generateSecret();
    expect(await totpStepOf(secret, await codeAt(secret, T0), T0)).toBe(step(T0));
    expect(await totpStepOf(secret, await codeAt(secret, T0 - 30_000), T0)).toBe(step(T0) - 1);
    expect(await totpStepOf(secret, await codeAt(secret, T0 + 30_000), T0)).toBe(step(T0) + 1);
    expect(await totpStepOf(secret, await codeAt(secret, T0 - 90_000), T0)).toBeNull();
  });

  it('decision 007: a code is accepted only when its step is later than the last accepted one (replay guard)', async () => {
    const secret = generateSecret();
    let last: number | null = null;
    const repo = {
      async claimTotpStep(_userId: number, claimed: number) {
        if (last !== null && claimed <= last) return false;
        last = claimed;
        return true;
      },
    };
    const user = { id: 1, totpSecret: secret };
    const code = await codeAt(secret, T0);
    expect(await acceptTotpCode(repo, user, code, T0)).toBe(true);
    expect(last).toBe(step(T0));
    expect(await acceptTotpCode(repo, user, code, T0 + 1000)).toBe(false);
    // An older code, still inside the drift window, is refused too.
    expect(await acceptTotpCode(repo, user, await codeAt(secret, T0 - 30_000), T0)).toBe(false);
    expect(await acceptTotpCode(repo, user, await codeAt(secret, T0 + 30_000), T0 + 30_000)).toBe(true);
    expect(await acceptTotpCode(repo, { id: 1, totpSecret: null }, code, T0)).toBe(false);
  });
});
