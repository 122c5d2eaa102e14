import { Outlet } from 'react-router';
import { Logo } from '../ui/logo.tsx';

/** Blocked layout (S0 §2.3): a restricted player sees only their appeal history. */
export default function BlockedLayout() {
  return (
    <div className="min-h-screen bg-surface-0">
      <header className="surface-dark bg-header shadow-[0_1px_0_rgb(255_255_255/0.06)]">
        <div className="mx-auto flex h-16 max-w-3xl items-center px-4">
          <Logo tone="light" />
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-10">
        <Outlet />
      </main>
    </div>
  );
}
