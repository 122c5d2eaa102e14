import { verify as verifyTotp } from 'otplib';
import type { IdentityRepository, UserRow } from './identity.repository.ts';

/** RFC 6238 time step: 30 s. A code is accepted one step either side of now (clock drift). */
const TOTP_PERIOD_SECONDS = 30;
const TOTP_TOLERANCE_SECONDS = 30;

/**
 * The 30-second step whose code `code` is, within one step of `nowMs`; null when it matches none.
 * Callers then claim the step (`claimTotpStep`) so the same code is never accepted twice.
 */
export async function totpStepOf(secret: string, code: string, nowMs: number): Promise<number | null> {
  const result = await verifyTotp({ secret, token: code, epoch: Math.floor(nowMs / 1000), epochTolerance: TOTP_TOLERANCE_SECONDS });
  if (!result.valid) return null;
  // otplib reports the matched RFC 6238 step for TOTP; derive it from the matched epoch otherwise.
  if ('timeStep' in result && typeof result.timeStep === 'number') return result.timeStep;
  return 'epoch' in result && typeof result.epoch === 'number' ? Math.floor(result.epoch / TOTP_PERIOD_SECONDS) : null;
}

/**
 * The TOTP check of every place that takes an authenticator code (sign-in second step, two-step
 * confirm and disable): the code must match the player's secret and be of a later step than the
 * last accepted one (RFC 6238 §5.2 replay guard, `identity.users.totp_last_step`).
 */
export async function acceptTotpCode(
  repo: Pick<IdentityRepository, 'claimTotpStep'>,
  user: Pick<UserRow, 'id' | 'totpSecret'>,
  code: string,
  nowMs: number,
  tx?: Parameters<IdentityRepository['claimTotpStep']>[2],
): Promise<boolean> {
  if (!user.totpSecret) return false;
  const step = await totpStepOf(user.totpSecret, code, nowMs);
  if (step === null) return false;
  return repo.claimTotpStep(user.id, step, tx);
}

