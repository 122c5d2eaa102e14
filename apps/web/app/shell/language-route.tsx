import { data, Outlet } from 'react-router';
import { isLanguagePrefix } from '@wager/domain';
import type { Route } from './+types/language-route';

/** The `:lng` segment must be two lowercase letters (S0 §5); the server has already checked it is offered. */
export function loader({ params }: Route.LoaderArgs) {
  if (!isLanguagePrefix(params.lng)) throw data(null, { status: 404 });
  return null;
}

export default function LanguageRoute() {
  return <Outlet />;
}
