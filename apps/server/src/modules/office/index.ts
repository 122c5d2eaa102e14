import type { FastifyPluginAsync } from 'fastify';
import { createOfficeService, type OfficeConfigPort, type OfficeIdentityPort } from './internal/office.service.ts';
import { officeRoutes } from './internal/office.routes.ts';
import { createViewerResolver, type ViewerTermsPort } from './internal/viewer.ts';

export type { OfficeConfigPort, OfficeIdentityPort, OfficeService } from './internal/office.service.ts';
export type { ViewerSession } from './internal/viewer.ts';

/**
 * The personal office (S0 §2.2 office pages). Now: the user config (S0 §3.2). It reads the player through
 * identity's public service; it has no tables of its own yet. The security page's API lives in
 * identity with its logic (one module owns the player's credentials).
 */
export function createOfficeModule(deps: {
  identity: OfficeIdentityPort & ViewerTermsPort;
  config: OfficeConfigPort;
  nowMs?: () => number;
}) {
  const service = createOfficeService({ identity: deps.identity, config: deps.config, nowMs: deps.nowMs ?? Date.now });
  const routes: FastifyPluginAsync = officeRoutes(service);
  /** S0 §2.5, §4.4: who a page request is for, read once per request (the request context). */
  const viewerOf = createViewerResolver({ office: service, terms: deps.identity });
  return { service, routes, viewerOf };
}
