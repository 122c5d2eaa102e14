import { Outlet } from 'react-router';
import { Logo } from '../ui/logo.tsx';

/** Empty layout (S0 §2.3): block pages, payment results, print coupon: no header or footer. */
export default function EmptyLayout() {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-8 bg-surface-0 px-4 py-10">
      <Logo tone="ink" />
      <Outlet />
    </div>
  );
}
