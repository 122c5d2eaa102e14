import { withDictionaryParts } from '../i18n/dictionary-loader.ts';
import { registerSections } from '../shell/registry.ts';
import { ErrorPage } from './errors/error-page.tsx';
import { HeaderSkeleton } from './header/header-skeleton.tsx';
import { MaintenanceWarning } from './maintenance/maintenance-warning.tsx';

/**
 * The composition file: the one place that knows every section the shell shows outside the route
 * table (which names page modules by path, see route-table/table.ts). Layout slots and modals are
 * registered by id; lazy ones stay in their own chunks (S0 §1 header and footer, S0 §4.3 identity
 * modals, S0 §2.5.5 recharge, S0 §2.5.9 identification), so the initial bundle is unchanged.
 * Imported once by root.tsx.
 */
registerSections({
  slots: {
    header: () => import('./header/header.tsx'),
    footer: () => import('./footer/footer.tsx'),
    headerSkeleton: HeaderSkeleton,
    maintenanceWarning: MaintenanceWarning,
    errorPage: ErrorPage,
    headerBalance: withDictionaryParts(() => import('./wallet/header-balance.tsx'), ['wallet', 'sections', 'auth.errors', 'auth.close', 'auth.welcome']),
    betEvents: withDictionaryParts(() => import('./shared/coupon/bet-events.tsx'), ['coupon']),
    // S1 §2, §4: the reality-check reminder, the session-limit end and the deposit-limit approval.
    responsiblePopups: withDictionaryParts(() => import('./responsible/responsible-popups.tsx'), ['responsible']),
  },
  modals: {
    // Each loads its dictionary parts with its code (S0 §7 dictionaries per route).
    auth: withDictionaryParts(() => import('./auth/auth-modals.tsx'), ['auth']),
    identification: withDictionaryParts(() => import('./identification/identification-modal.tsx'), ['identification', 'auth.close', 'auth.welcome']),
    recharge: withDictionaryParts(() => import('./wallet/recharge-modal.tsx'), ['wallet', 'sections', 'auth.fields', 'auth.errors', 'auth.close', 'auth.welcome']),
  },
});
