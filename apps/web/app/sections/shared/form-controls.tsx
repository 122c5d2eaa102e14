import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';

/** Inputs of the identity forms: a label above, the error below, ids wired for screen readers. */

const inputClass =
  'h-11 w-full rounded-lg border bg-surface-0 px-3 text-[0.9375rem] text-ink placeholder:text-muted/70 transition-colors outline-none focus:border-accent focus:bg-surface-1 focus-visible:outline-2 focus-visible:outline-offset-0 disabled:opacity-60';

export function fieldBorder(invalid: boolean): string {
  return invalid ? 'border-live' : 'border-[var(--control-line)]';
}

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Something inside the field on the right (the show-password button). */
  trailing?: ReactNode;
}

export const TextField = forwardRef<HTMLInputElement, FieldProps>(function TextField(
  { label, error, hint, trailing, id, className, ...input },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-[0.8125rem] font-semibold text-muted">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClass} ${fieldBorder(Boolean(error))} ${trailing ? 'pr-11' : ''}`}
          {...input}
        />
        {trailing && <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>}
      </div>
      {hint && !error && (
        <p id={hintId} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-xs font-medium text-live">
          {error}
        </p>
      )}
    </div>
  );
});

export const PasswordField = forwardRef<HTMLInputElement, Omit<FieldProps, 'type' | 'trailing'>>(function PasswordField(props, ref) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      ref={ref}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t('auth.fields.hidePassword') : t('auth.fields.showPassword')}
          aria-pressed={visible}
          className="flex h-9 w-9 items-center justify-center rounded-md text-muted hover:bg-surface-2 hover:text-ink"
        >
          {visible ? (
            <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M3 3l18 18M10.6 10.6a2 2 0 0 0 2.8 2.8M9.9 5.1A10 10 0 0 1 12 5c5 0 9 4.5 10 7a13 13 0 0 1-3.2 4.2M6.1 6.1A13 13 0 0 0 2 12c1 2.5 5 7 10 7a9.8 9.8 0 0 0 4-.8" />
            </svg>
          ) : (
            <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M2 12c1-2.5 5-7 10-7s9 4.5 10 7c-1 2.5-5 7-10 7S3 14.5 2 12z" />
              <circle cx="12" cy="12" r="3" />
            </svg>
          )}
        </button>
      }
      {...props}
    />
  );
});

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string | undefined;
}

export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ label, error, id, ...input }, ref) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div>
      <label htmlFor={inputId} className="flex cursor-pointer items-start gap-2.5 text-sm leading-snug">
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="mt-0.5 h-4.5 w-4.5 shrink-0 cursor-pointer rounded accent-[var(--accent)]"
          {...input}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={`${inputId}-error`} className="mt-1 ml-7 text-xs font-medium text-live">
          {error}
        </p>
      )}
    </div>
  );
});

interface SelectProps extends InputHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string | undefined;
  children: ReactNode;
}

export const SelectField = forwardRef<HTMLSelectElement, SelectProps>(function SelectField({ label, error, id, children, className, ...select }, ref) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className={className}>
      <label htmlFor={selectId} className="mb-1.5 block text-[0.8125rem] font-semibold text-muted">
        {label}
      </label>
      <div className="relative">
        <select
          ref={ref}
          id={selectId}
          aria-invalid={error ? true : undefined}
          className={`${inputClass} ${fieldBorder(Boolean(error))} cursor-pointer appearance-none pr-9`}
          {...(select as InputHTMLAttributes<HTMLSelectElement>)}
        >
          {children}
        </select>
        <svg
          className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-muted"
          width="14"
          height="14"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          aria-hidden="true"
        >
          <path d="M6 9l6 6 6-6" />
        </svg>
      </div>
      {error && <p className="mt-1 text-xs font-medium text-live">{error}</p>}
    </div>
  );
});

export function SubmitButton({ busy, children, disabled }: { busy: boolean; children: ReactNode; disabled?: boolean }) {
  return (
    <button type="submit" disabled={busy || disabled} aria-busy={busy} className="btn btn-primary h-12 w-full text-base disabled:cursor-not-allowed disabled:opacity-70">
      {busy && <span className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden="true" />}
      {children}
    </button>
  );
}

/** A form-level error (the server's answer, from the dictionary), announced by screen readers. */
export function FormAlert({ message, tone = 'error' }: { message: string | null; tone?: 'error' | 'info' }) {
  if (!message) return null;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-2.5 rounded-lg border px-3 py-2.5 text-sm ${
        tone === 'error' ? 'border-live/40 bg-live/10 text-ink' : 'border-accent/40 bg-accent-soft text-ink'
      }`}
    >
      <span
        className={`mt-0.5 flex h-4.5 w-4.5 shrink-0 items-center justify-center rounded-full text-[0.6875rem] font-black text-white ${tone === 'error' ? 'bg-live-fill' : 'bg-accent'}`}
        aria-hidden="true"
      >
        {tone === 'error' ? '!' : 'i'}
      </span>
      <span>{message}</span>
    </div>
  );
}

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

/** A segmented tab bar (role tablist); the panels are rendered by the caller. */
export function Tabs<K extends string>({ items, value, onChange, label, idPrefix }: { items: TabItem<K>[]; value: K; onChange(key: K): void; label: string; idPrefix: string }) {
  return (
    <div role="tablist" aria-label={label} className="flex gap-1 rounded-xl bg-surface-2 p-1">
      {items.map((item, index) => {
        const selected = item.key === value;
        return (
          <button
            key={item.key}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${item.key}`}
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item.key)}
            onKeyDown={(event) => {
              const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
              if (!step) return;
              event.preventDefault();
              const next = items[(index + step + items.length) % items.length];
              if (next) {
                onChange(next.key);
                document.getElementById(`${idPrefix}-tab-${next.key}`)?.focus();
              }
            }}
            className={`h-9 flex-1 rounded-lg px-2 text-[0.8125rem] font-semibold whitespace-nowrap transition-colors ${
              selected ? 'bg-surface-1 text-ink shadow-sm' : 'text-muted hover:text-ink'
            }`}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

export function TextButton({ children, onClick, disabled }: { children: ReactNode; onClick(): void; disabled?: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="rounded text-sm font-semibold text-accent-text hover:underline disabled:cursor-not-allowed disabled:text-muted disabled:no-underline"
    >
      {children}
    </button>
  );
}
