import type { ReactNode } from 'react';

/** One block of the security page: an icon, the title, a status badge, a line of text, then its form. */
export function SecurityCard(props: { id: string; title: string; icon: ReactNode; status?: ReactNode; text: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={`${props.id}-title`} data-testid={`security-${props.id}`} className="card flex flex-col gap-4 p-5">
      <header className="flex items-start gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent-text" aria-hidden="true">
          {props.icon}
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={`${props.id}-title`} className="text-base font-bold">
              {props.title}
            </h2>
            {props.status}
          </div>
          <p className="mt-0.5 text-sm text-muted">{props.text}</p>
        </div>
      </header>
      {props.children}
    </section>
  );
}

/** A small on/off badge: green tick when a method is on (S0 §3.2 protection methods). */
export function StatusBadge({ on, label }: { on: boolean; label: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-[0.6875rem] font-bold tracking-wide uppercase ${
        on ? 'bg-win/15 text-win' : 'bg-surface-2 text-muted'
      }`}
    >
      <span aria-hidden="true">{on ? '✓' : '•'}</span>
      {label}
    </span>
  );
}

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const icons = {
  shield: (
    <svg width="20" height="20" viewBox="0 0 24 24" {...stroke}>
      <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" />
      <path d="M9 12l2 2 4-4" />
    </svg>
  ),
  key: (
    <svg width="20" height="20" viewBox="0 0 24 24" {...stroke}>
      <circle cx="8" cy="15" r="4" />
      <path d="M11 12l9-9M17 6l3 3M15 8l2 2" />
    </svg>
  ),
  phoneLock: (
    <svg width="20" height="20" viewBox="0 0 24 24" {...stroke}>
      <rect x="6" y="2" width="12" height="20" rx="2.5" />
      <path d="M10 18h4M10 10V8.5a2 2 0 0 1 4 0V10M9.5 10h5v4h-5z" />
    </svg>
  ),
  mail: (
    <svg width="20" height="20" viewBox="0 0 24 24" {...stroke}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </svg>
  ),
  phone: (
    <svg width="20" height="20" viewBox="0 0 24 24" {...stroke}>
      <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
    </svg>
  ),
};
