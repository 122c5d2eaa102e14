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
}

export interface ServerLoadContext {
  services: ShellServices;
  /** Nonce for this response's Content-Security-Policy (inline hydration scripts). */
  cspNonce: string;
}
