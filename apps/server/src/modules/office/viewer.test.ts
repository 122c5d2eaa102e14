import { describe, expect, it } from 'vitest';
import { GUEST_VIEWER, type UserConfig } from '@wager/contract';
import { createViewerResolver } from './internal/viewer.ts';

const silent = { error: () => {} };
const config = { ban_level: 0 } as unknown as UserConfig;

function resolver(options: { config?: UserConfig | null; termsChanged?: boolean; fail?: boolean } = {}) {
  const calls: string[] = [];
  const viewerOf = createViewerResolver({
    office: {
      async getUserConfig(userId) {
        calls.push(`config:${userId}`);
        if (options.fail) throw new Error('database down');
        return options.config === undefined ? config : options.config;
      },
    },
    terms: {
      async termsStatus(userId) {
        calls.push(`terms:${userId}`);
        return { result: options.termsChanged ?? false };
      },
    },
  });
  return { viewerOf, calls };
}

describe('the viewer of a page request (S0 §2.5, §4.4, §6)', () => {
  it('S0 §6: a guest costs no lookup', async () => {
    const { viewerOf, calls } = resolver();
    expect(await viewerOf(null, silent)).toEqual(GUEST_VIEWER);
    expect(calls).toEqual([]);
  });

  it('S0 §3.2, §4.6: a signed-in player gets his user config and terms status, read once each', async () => {
    const { viewerOf, calls } = resolver({ termsChanged: true });
    const viewer = await viewerOf({ userId: 7, expiresAt: new Date('2030-01-01T00:00:00Z') }, silent);
    expect(viewer.session).toEqual({ authenticated: true, userId: 7, expiresAt: '2030-01-01T00:00:00.000Z' });
    expect(viewer.player).toEqual({ config, isUserTermsChanged: true });
    expect(calls.sort()).toEqual(['config:7', 'terms:7']);
  });

  it('S0 §8: a failing lookup or a vanished account renders the page for a guest, never an error', async () => {
    const errors: string[] = [];
    const failing = resolver({ fail: true });
    expect(await failing.viewerOf({ userId: 7, expiresAt: new Date() }, { error: (_d, message) => errors.push(message) })).toEqual(GUEST_VIEWER);
    expect(errors).toHaveLength(1);
    const gone = resolver({ config: null });
    expect(await gone.viewerOf({ userId: 7, expiresAt: new Date() }, silent)).toEqual(GUEST_VIEWER);
  });
});
