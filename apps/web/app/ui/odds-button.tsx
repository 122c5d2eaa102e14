import { useRef } from 'react';
import { formatOdds, isDecimalOdds, type DecimalOdds, type OddsFormatId } from '@wager/domain';

/** A price in the player's odds format (S0 §9: decimal, fractional, American, Hong Kong, Indonesian, Malay). */
export function formatPrice(priceMilli: number, formatId: OddsFormatId): string {
  return isDecimalOdds(priceMilli) ? formatOdds(priceMilli as DecimalOdds, formatId) : '—';
}

export interface OddsButtonProps {
  /** Decimal odds in thousandths. */
  price: number;
  formatId: OddsFormatId;
  /** Whether it takes a bet now: a suspended market shows a lock (UI.md). */
  open: boolean;
  /** A short label above the price ("1", "X", "O 2.5"); none for a wide row of names. */
  label?: string;
  /** What a screen reader hears: the outcome's full name. */
  name: string;
  selected: boolean;
  onToggle: () => void;
  className?: string;
}

/**
 * The odds button (UI.md): fixed width, tabular figures, selected state, a lock while the market is
 * suspended, and a brief green up or red down arrow when the price moves. The flash is a CSS
 * animation restarted by a key: no timer, so a paused page clock never leaves it half way.
 */
export function OddsButton({ price, formatId, open, label, name, selected, onToggle, className }: OddsButtonProps) {
  const last = useRef({ price, move: '' as '' | 'up' | 'down', changes: 0 });
  if (last.current.price !== price) {
    last.current = { price, move: price > last.current.price ? 'up' : 'down', changes: last.current.changes + 1 };
  }
  const { move, changes } = last.current;
  const text = formatPrice(price, formatId);
  return (
    <button
      type="button"
      className={className ? `odds-btn ${className}` : 'odds-btn'}
      aria-pressed={selected}
      aria-label={`${name} ${open ? text : ''}`.trim()}
      disabled={!open}
      data-move={move || undefined}
      onClick={onToggle}
    >
      {label !== undefined && <span>{label}</span>}
      {open ? (
        <span key={changes} className={move ? `odds-${move}` : undefined}>
          {text}
        </span>
      ) : (
        <span className="odds-lock" aria-hidden="true" />
      )}
    </button>
  );
}
