import { Outlet } from 'react-router';

/** Headless layout (S0 §2.3): landing pages own the whole screen. */
export default function HeadlessLayout() {
  return (
    <div className="min-h-screen bg-surface-0">
      <Outlet />
    </div>
  );
}
