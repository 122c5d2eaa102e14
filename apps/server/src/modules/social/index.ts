import type { ConfigService } from '../config/index.ts';
import { createSocialService } from './internal/social.service.ts';
import { socialRoutes, type SocialAccounts } from './internal/social.routes.ts';

export type { SocialAccounts } from './internal/social.routes.ts';
export type { ProviderSettings } from './internal/social.service.ts';

/**
 * Social sign-in (S0 §3.5 providers, S1 §7 one-tap): OpenID Connect through openid-client, with
 * providers configured in the config group `social` and client secrets from SOCIAL_<ID>_CLIENT_SECRET.
 */
export function createSocialModule(deps: {
  config: ConfigService;
  accounts: SocialAccounts;
  secret: string;
  env?: NodeJS.ProcessEnv;
  allowInsecureIssuers?: boolean;
  nowMs?: () => number;
}) {
  const env = deps.env ?? process.env;
  const service = createSocialService({
    config: deps.config,
    clientSecret: (id) => env[`SOCIAL_${id.toUpperCase()}_CLIENT_SECRET`],
    allowInsecureIssuers: deps.allowInsecureIssuers,
  });
  return { service, routes: socialRoutes({ service, accounts: deps.accounts, config: deps.config, secret: deps.secret, nowMs: deps.nowMs }) };
}
