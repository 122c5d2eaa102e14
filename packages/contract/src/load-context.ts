import type { FooterConfig, SiteConfig } from './config.ts';
import type { HomeShowcase } from './showcase.ts';
import type { RemoteViewsConfig } from './remote-views.ts';
import type { ContentPage, RuleChapter, RulesIndex } from './content.ts';
import type { UserConfig } from './identity.ts';

/**
 * What the server hands the web app's loaders on a server render (React Router's load context):
 * in-process service calls, so a server render never makes an HTTP round trip to itself.
 */
export interface ShellServices {
  getSiteConfig(lang: string): Promise<SiteConfig>;
  getFooterConfig(lang: string): Promise<FooterConfig>;
  getHomeShowcase(lang: string): Promise<HomeShowcase>;
  /**
   * The operator's remote views (config group `remoteViews`, S0 §4.2): the server render asks a
   * view mounted at the page for its status, so a view's page error is the document's status too.
   */
  getRemoteViews?(): Promise<RemoteViewsConfig>;
  /**
   * The information pages and betting rules (S0 §2.2), read from the content module; null when
   * there is no such page or chapter. Optional: without them those pages answer 404.
   */
  getInformationPage?(slug: string, lang: string): Promise<ContentPage | null>;
  getRulesIndex?(lang: string): Promise<RulesIndex>;
  getRuleChapter?(groupId: number, chapterId: number, lang: string): Promise<RuleChapter | null>;
  /**
   * The session behind a request's Cookie header (the user_token cookie), as GET /web-api/session
   * answers it (S0 §7): the root loader learns whether the player is signed in without an HTTP call.
   * Optional until the identity module provides it; without it every visitor is a guest.
   */
  getSession?(cookieHeader: string | null): Promise<SessionInfo>;
  /**
   * The signed-in player's user config (S0 §3.2, GET /web-api/user/config) and whether the terms
   * changed since he accepted them (S0 §4.6): the route guards (S0 §2.5) read both before a server
   * render. Null for a guest. Optional: without it the guards treat a player's config as not loaded.
   */
  getGuardUser?(cookieHeader: string | null): Promise<GuardUserInfo | null>;
}

export interface GuardUserInfo {
  config: UserConfig;
  isUserTermsChanged: boolean;
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
