import { Outlet } from 'react-router';
import { Logo } from '../ui/logo.tsx';

/** Blocked layout (S0 §2.3): a restricted player sees only their appeal history. */
export default function BlockedLayout() {
  return (
    <div className="min-h-screen bg-surface-0">
      <header className="flex h-16 items-center bg-header px-6">
        <Logo tone="light" />
      </header>
      <main className="mx-auto max-w-3xl px-4 py-10">
        <Outlet />
      </main>
    </div>
  );
}
