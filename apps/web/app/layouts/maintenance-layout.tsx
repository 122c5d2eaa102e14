import { Outlet } from 'react-router';
import { Logo } from '../ui/logo.tsx';

/** Maintenance layout (S0 §1, §4.5): nothing but the notice, on the navy of the header. */
export default function MaintenanceLayout() {
  return (
    <div className="surface-dark flex min-h-screen flex-col items-center justify-center gap-10 bg-header bg-[radial-gradient(ellipse_at_50%_0%,rgb(42_102_238/0.28),transparent_60%)] px-4 py-10 text-header-ink">
      <Logo tone="light" />
      <Outlet />
    </div>
  );
}
