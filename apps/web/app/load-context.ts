import type { ServerLoadContext } from '@wager/contract';

declare module 'react-router' {
  // The server (apps/server, platform/ssr.ts) provides this on every server render.
  interface AppLoadContext extends ServerLoadContext {}
}

export {};
