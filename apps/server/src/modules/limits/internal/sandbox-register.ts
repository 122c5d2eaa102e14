import type { ExclusionRegister } from './ports.ts';

/** The sandbox register's own domain: any address at it is listed (tests, demos). */
export const SANDBOX_EXCLUDED_DOMAIN = '@selfexcluded.test';

/**
 * The built-in register (decision 021): an e-mail ending in `@selfexcluded.test`, or an e-mail or
 * phone in `LIMITS_REGISTER_SANDBOX` (comma-separated, compared case-insensitively), is listed.
 * A real register (GAMSTOP, SPELPAUS, …) implements the same interface.
 */
export function createSandboxRegister(listed: readonly string[] = []): ExclusionRegister {
  const keys = new Set(listed.map((k) => k.trim().toLowerCase()).filter(Boolean));
  return {
    name: 'sandbox',
    async isListed(person) {
      const email = person.email?.toLowerCase() ?? null;
      if (email && (email.endsWith(SANDBOX_EXCLUDED_DOMAIN) || keys.has(email))) return true;
      return person.phone !== null && keys.has(person.phone.toLowerCase());
    },
  };
}

export function sandboxRegisterFromEnv(env: NodeJS.ProcessEnv): ExclusionRegister {
  return createSandboxRegister((env.LIMITS_REGISTER_SANDBOX ?? '').split(','));
}
