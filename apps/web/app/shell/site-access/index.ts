export { useSiteAccess } from './use-site-access.ts';
export { checkBlock, checkRedirect } from './site-checks.ts';
