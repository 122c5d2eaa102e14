import { describe, expect, it } from 'vitest';
import { profileAsksForPrompt } from './limit-prompt-mark.ts';

describe('the deposit-limit offer at registration follows the jurisdiction profile', () => {
  it.each([
    ['uk', true],
    ['default', false],
    ['mt', false],
    ['on', false],
    ['atlantis', false],
    [null, false],
  ] as const)('UKGC RTS 12: profile %s asks for the offer: %s', (profile, asks) => {
    expect(profileAsksForPrompt(profile)).toBe(asks);
  });
});
