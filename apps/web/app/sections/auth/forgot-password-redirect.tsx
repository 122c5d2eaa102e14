import { redirect } from 'react-router';
import type { Route } from './+types/forgot-password-redirect';

/** S0 §2.2: user/forgotpassword redirects to home with showForgotPasswordModal=1 (a guest sees the modal). */
export function loader({ params }: Route.LoaderArgs) {
  throw redirect(`/${params.lng}?showForgotPasswordModal=1`);
}

export default function ForgotPasswordRedirect() {
  return null;
}
