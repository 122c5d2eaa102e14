import { data } from 'react-router';

/** Catch-all (S0 §2.3): any unknown path answers 404 and renders the layout's error page. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}
