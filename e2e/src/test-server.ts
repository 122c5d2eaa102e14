// The browser tests' server: exactly `npm run serve` (apps/server/src/main.ts), started under a name of
// its own, so a developer's `pkill -f apps/server/src/main.ts` on a shared machine does not stop it
// in the middle of a run (seen: every later test then failed with ECONNREFUSED).
import '../../apps/server/src/main.ts';
