import { LIMITS_PROFILES, parseLimitsProfileId } from '@wager/domain';
import { readStored, writeStored } from '../../shell/auth/session-actions.ts';

/**
 * UKGC RTS 12 (profile `limitPromptAtRegistration`): a player who has just registered is offered
 * a deposit limit once. Registration, when its form is done with (after the credentials are
 * shown), leaves this mark in local storage; the prompt clears it
 * whatever the answer, so it is shown once per player (and never to one who only signs in).
 */
export const LIMIT_PROMPT_STORAGE_KEY = 'wager.responsible.limitPrompt';

/** Told to the pop-ups already mounted in this tab (a `storage` event reaches only other tabs). */
export const LIMIT_PROMPT_EVENT = 'wager:limit-prompt';

export function markJustRegistered(): void {
  writeStored(LIMIT_PROMPT_STORAGE_KEY, 'pending');
  window.dispatchEvent(new Event(LIMIT_PROMPT_EVENT));
}

export function isPromptPending(): boolean {
  return readStored(LIMIT_PROMPT_STORAGE_KEY) === 'pending';
}

export function clearPrompt(): void {
  writeStored(LIMIT_PROMPT_STORAGE_KEY, null);
}

/** Whether the jurisdiction profile GET limits names asks for the prompt (unknown names: no). */
export function profileAsksForPrompt(profile: string | null | undefined): boolean {
  const id = parseLimitsProfileId(profile);
  return id !== null && LIMITS_PROFILES[id].limitPromptAtRegistration;
}
