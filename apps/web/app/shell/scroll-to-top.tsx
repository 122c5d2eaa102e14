import { useEffect, useRef } from 'react';
import { useLocation, useMatches, useNavigationType } from 'react-router';
import { shouldScrollToTop } from '@wager/domain';
import { matchRoute } from '../route-table/match.ts';

/** Route handles may opt out of scrolling with `{ keepScroll: true }`; so may the route table's metadata. */
export interface RouteHandle {
  keepScroll?: boolean;
}

/** S0 §2.4: a new page starts at the top unless its route opts out; back and forward keep the browser's place. */
export function ScrollToTop() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const matches = useMatches();
  const previous = useRef(location);
  useEffect(() => {
    const optOut =
      matches.some((match) => (match.handle as RouteHandle | undefined)?.keepScroll === true) ||
      matchRoute(location.pathname)?.meta.scrollToTopOptOut === true;
    if (navigationType !== 'POP' && shouldScrollToTop(previous.current, location, optOut)) window.scrollTo(0, 0);
    previous.current = location;
  }, [location, navigationType, matches]);
  return null;
}
