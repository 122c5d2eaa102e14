import { Link } from 'react-router';

/** The Wager mark and word; links home in the current language. */
export function Logo({ tone, href }: { tone: 'light' | 'ink'; href?: string }) {
  const mark = (
    <span className="flex items-center gap-2">
      <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="9" fill="var(--accent)" />
        <path d="M7 10l4 12 5-9 5 9 4-12" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className={`text-xl font-extrabold tracking-tight ${tone === 'light' ? 'text-header-ink' : 'text-ink'}`}>wager</span>
    </span>
  );
  return href ? (
    <Link to={href} aria-label="Wager" className="rounded-md">
      {mark}
    </Link>
  ) : (
    mark
  );
}
