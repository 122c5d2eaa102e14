import { describe, expect, it } from 'vitest';
import { codeFailureAt, INITIAL_RESET, resetReducer, type ResetEvent, type ResetState } from './forgot-password-flow.ts';

const sent: ResetEvent = { type: 'sent', login: 'a@b.co', resetId: 'r1', channel: 'email', expiresAt: 10_000 };

function run(...events: ResetEvent[]): ResetState {
  return events.reduce(resetReducer, INITIAL_RESET);
}

describe('forgot-password flow (S1 §4)', () => {
  it('S1 §4: call → code sent → approve → save → success', () => {
    expect(run().step).toBe('call');
    expect(run(sent).step).toBe('code');
    expect(run(sent, { type: 'approved', resetToken: 't' })).toMatchObject({ step: 'save', resetToken: 't' });
    expect(run(sent, { type: 'approved', resetToken: 't' }, { type: 'saved' })).toMatchObject({ step: 'success', resetToken: null });
  });

  it('S1 §4: a failed save ends in the error state, and restart goes back to the call keeping the login', () => {
    const failed = run(sent, { type: 'approved', resetToken: 't' }, { type: 'saveFailed' });
    expect(failed.step).toBe('error');
    expect(resetReducer(failed, { type: 'restart' })).toEqual({ ...INITIAL_RESET, login: 'a@b.co' });
  });

  it('S1 §4: a wrong code stays on the code step with its reason; a resend clears it with a new deadline', () => {
    const wrong = run(sent, { type: 'codeFailed', reason: 'wrong_code' });
    expect(wrong).toMatchObject({ step: 'code', codeFailure: 'wrong_code' });
    const resent = resetReducer(wrong, { ...sent, resetId: 'r2', expiresAt: 20_000 } as ResetEvent);
    expect(resent).toMatchObject({ step: 'code', codeFailure: null, resetId: 'r2', expiresAt: 20_000 });
  });

  it.each<[ResetEvent['type'], ResetState['step']]>([
    ['approved', 'call'],
    ['saved', 'call'],
    ['codeFailed', 'call'],
  ])('S1 §4: %s before a code was sent changes nothing', (type, step) => {
    const event = (type === 'approved' ? { type, resetToken: 't' } : type === 'codeFailed' ? { type, reason: 'wrong_code' } : { type }) as ResetEvent;
    expect(resetReducer(INITIAL_RESET, event).step).toBe(step);
  });

  it.each<[string | undefined, number | null, number, 'wrong_code' | 'time_up']>([
    ['wrong_code', 1000, 5000, 'wrong_code'],
    ['time_up', 9000, 5000, 'time_up'],
    [undefined, 9000, 5000, 'wrong_code'],
    [undefined, 9000, 9000, 'wrong_code'],
    [undefined, 9000, 9001, 'time_up'],
    [undefined, null, 9001, 'wrong_code'],
  ])('S1 §4: server reason %s, deadline %s, now %i → %s', (reason, expiresAt, now, expected) => {
    expect(codeFailureAt(reason, expiresAt, now)).toBe(expected);
  });
});
