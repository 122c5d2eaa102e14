import type { FastifyPluginAsync } from 'fastify';
import type { AccountSecurity } from '../identity/index.ts';
import { createOfficeService, type OfficeConfigPort, type OfficeIdentityPort } from './internal/office.service.ts';
import { officeRoutes } from './internal/office.routes.ts';
import { DEFAULT_SECURITY_RATE_LIMITS, securityRoutes, type SecurityRateLimits } from './internal/security.routes.ts';
import { createViewerResolver, type ViewerTermsPort } from './internal/viewer.ts';

export type { OfficeConfigPort, OfficeIdentityPort, OfficeService } from './internal/office.service.ts';
export type { SecurityRateLimits } from './internal/security.routes.ts';
export type { ViewerSession } from './internal/viewer.ts';

/**
 * The personal office (S0 §2.2 office pages). Now: the user config (S0 §3.2) and the security page
 * (two-step sign-in, e-mail verification, phone binding, password change). It reads and changes the
 * player through identity's public service and its `security`; it has no tables of its own yet.
 */
export function createOfficeModule(deps: {
  identity: OfficeIdentityPort & ViewerTermsPort;
  security: AccountSecurity;
  config: OfficeConfigPort;
  nowMs?: () => number;
  rateLimits?: Partial<SecurityRateLimits>;
}) {
  const service = createOfficeService({ identity: deps.identity, config: deps.config, nowMs: deps.nowMs ?? Date.now });
  const config = officeRoutes(service);
  const security = securityRoutes(deps.security, { ...DEFAULT_SECURITY_RATE_LIMITS, ...deps.rateLimits });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(config);
    await app.register(security);
  };
  /** S0 §2.5, §4.4: who a page request is for, read once per request (the request context). */
  const viewerOf = createViewerResolver({ office: service, terms: deps.identity });
  return { service, routes, viewerOf };
}
