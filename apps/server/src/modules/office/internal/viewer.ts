import type { GuardUserInfo, SessionInfo, Viewer } from '@wager/contract';
import { GUEST_VIEWER } from '@wager/contract';
import type { OfficeService } from './office.service.ts';

/** The session a request proved (identity's auth hook), as far as a page needs it. */
export interface ViewerSession {
  userId: number;
  expiresAt: Date;
}

export interface ViewerTermsPort {
  /** S0 §4.6: whether the terms changed since the player accepted them. */
  termsStatus(userId: number): Promise<{ result: boolean }>;
}

export interface Log {
  error(details: object, message: string): void;
}

/**
 * S0 §2.5, §4.4: the viewer of a page request, worked out once from the session the auth hook
 * already proved: his user config and terms status, which the route guards and the shell read.
 * A failing lookup leaves him a guest (the page renders, never an error page).
 */
export function createViewerResolver(deps: { office: Pick<OfficeService, 'getUserConfig'>; terms: ViewerTermsPort }) {
  return async function viewerOf(session: ViewerSession | null, log: Log): Promise<Viewer> {
    if (session === null) return GUEST_VIEWER;
    try {
      const [config, terms] = await Promise.all([deps.office.getUserConfig(session.userId), deps.terms.termsStatus(session.userId)]);
      if (config === null) return GUEST_VIEWER;
      const player: GuardUserInfo = { config, isUserTermsChanged: terms.result };
      const info: SessionInfo = { authenticated: true, userId: session.userId, expiresAt: session.expiresAt.toISOString() };
      return { session: info, player };
    } catch (err) {
      log.error({ err }, 'viewer lookup failed; the page renders for a guest');
      return GUEST_VIEWER;
    }
  };
}
