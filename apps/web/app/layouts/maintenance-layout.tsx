import { Outlet } from 'react-router';
import { Logo } from '../ui/logo.tsx';

/** Maintenance layout (S0 §1, §4.5): nothing but the notice. */
export default function MaintenanceLayout() {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-10 bg-header px-4 text-header-ink">
      <Logo tone="light" />
      <Outlet />
    </div>
  );
}
