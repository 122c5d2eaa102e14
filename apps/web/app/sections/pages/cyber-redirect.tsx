import { redirect } from 'react-router';
import type { Route } from './+types/cyber-redirect';

/** S0 §2.2: cyber redirects to its /real sub-path, keeping the language. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/${params.lng}/cyber/real`);
}
