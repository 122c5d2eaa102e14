import type { FooterConfig, SiteConfig } from './config.ts';
import type { HomeShowcase } from './showcase.ts';

/**
 * What the server hands the web app's loaders on a server render (React Router's load context):
 * in-process service calls, so a server render never makes an HTTP round trip to itself.
 */
export interface ShellServices {
  getSiteConfig(lang: string): Promise<SiteConfig>;
  getFooterConfig(lang: string): Promise<FooterConfig>;
  getHomeShowcase(lang: string): Promise<HomeShowcase>;
  /**
   * The session behind a request's Cookie header (the user_token cookie), as GET /web-api/session
   * answers it (S0 §7): the root loader learns whether the player is signed in without an HTTP call.
   * Optional until the identity module provides it; without it every visitor is a guest.
   */
  getSession?(cookieHeader: string | null): Promise<SessionInfo>;
}

/** GET /web-api/session's answer (identity.ts SessionResponse). */
export interface SessionInfo {
  authenticated: boolean;
  userId: number | null;
  expiresAt: string | null;
}

export interface ServerLoadContext {
  services: ShellServices;
  /** Nonce for this response's Content-Security-Policy (inline hydration scripts). */
  cspNonce: string;
}
