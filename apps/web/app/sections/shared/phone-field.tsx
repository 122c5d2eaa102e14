import * as Dialog from '@radix-ui/react-dialog';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { countryName } from './countries.ts';
import { fieldBorder } from './form-controls.tsx';
import { formatPhoneInput, phoneCodeOf, phoneCountries, phoneMask } from './phone-countries.ts';

interface PhoneFieldProps {
  country: string;
  onCountryChange(code: string): void;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  error?: string | undefined;
  label?: string;
  disabled?: boolean;
}

/** A phone number with its country (S0 §3.6): the dial code picker, and the number in the country's mask. */
export function PhoneField({ country, onCountryChange, value, onChange, onBlur, error, label, disabled }: PhoneFieldProps) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const [pickerOpen, setPickerOpen] = useState(false);
  const mask = phoneMask(country);
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <div>
      <label htmlFor={inputId} className="mb-1.5 block text-[0.8125rem] font-semibold text-muted">
        {label ?? t('auth.fields.phone')}
      </label>
      <div className={`flex h-11 overflow-hidden rounded-lg border bg-surface-0 focus-within:border-accent ${fieldBorder(Boolean(error))}`}>
        <button
          type="button"
          disabled={disabled}
          onClick={() => setPickerOpen(true)}
          aria-label={t('auth.phone.chooseCountry', { country: countryName(country, i18n.language), code: phoneCodeOf(country) })}
          className="flex shrink-0 items-center gap-1.5 border-r border-[var(--control-line)] px-3 text-[0.9375rem] font-semibold hover:bg-surface-2"
        >
          <CountryBadge code={country} />
          <span className="tabular">{phoneCodeOf(country)}</span>
          <svg width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true" className="text-muted">
            <path d="M6 9l6 6 6-6" />
          </svg>
        </button>
        <input
          id={inputId}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          disabled={disabled}
          value={value}
          placeholder={mask?.example ?? ''}
          onChange={(event) => onChange(formatPhoneInput(event.target.value, country))}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : hintId}
          className="h-full min-w-0 flex-1 bg-transparent px-3 text-[0.9375rem] tabular outline-none placeholder:text-muted/70"
        />
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-xs font-medium text-live">
          {error}
        </p>
      ) : (
        mask && (
          <p id={hintId} className="mt-1 text-xs text-muted">
            {mask.min === mask.max ? t('auth.phone.digitsExact', { count: mask.min }) : t('auth.phone.digitsRange', { min: mask.min, max: mask.max })}
          </p>
        )
      )}
      <CountryPicker
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        selected={country}
        onSelect={(code) => {
          onCountryChange(code);
          onChange(formatPhoneInput(value, code));
          setPickerOpen(false);
        }}
      />
    </div>
  );
}

/** S1 §2: the phone-country-code picker: title, search with its label, back button, not-found message. */
function CountryPicker({ open, onOpenChange, selected, onSelect }: { open: boolean; onOpenChange(open: boolean): void; selected: string; onSelect(code: string): void }) {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const searchId = useId();
  const all = useMemo(() => {
    const collator = new Intl.Collator(i18n.language);
    return phoneCountries()
      .map((country) => ({ ...country, name: countryName(country.code, i18n.language) }))
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [i18n.language]);
  const matches = useMemo(() => {
    const q = deferred.trim().toLowerCase().replace(/^\+/, '');
    if (!q) return all;
    return all.filter((c) => c.name.toLowerCase().includes(q) || c.code.toLowerCase() === q || c.phoneCode.slice(1).startsWith(q));
  }, [all, deferred]);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => { onOpenChange(next); if (!next) setQuery(''); }}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-[rgb(3_8_20/0.55)]" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-[70] flex max-h-[min(36rem,90vh)] w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl border border-line bg-surface-1 text-ink shadow-2xl"
        >
          <div className="flex items-center gap-2 border-b border-line px-3 py-3">
            <Dialog.Close
              aria-label={t('auth.phone.back')}
              className="flex h-9 w-9 items-center justify-center rounded-md text-muted hover:bg-surface-2 hover:text-ink"
            >
              <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true">
                <path d="M15 18l-6-6 6-6" />
              </svg>
            </Dialog.Close>
            <Dialog.Title className="text-base font-bold">{t('auth.phone.pickerTitle')}</Dialog.Title>
          </div>
          <div className="px-4 pt-3 pb-2">
            <label htmlFor={searchId} className="mb-1.5 block text-[0.8125rem] font-semibold text-muted">
              {t('auth.phone.searchLabel')}
            </label>
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t('auth.phone.searchPlaceholder')}
              className="h-10 w-full rounded-lg border border-[var(--control-line)] bg-surface-0 px-3 text-sm outline-none focus:border-accent"
            />
          </div>
          <ul aria-label={t('auth.phone.pickerTitle')} className="min-h-0 flex-1 overflow-y-auto px-2 pb-2">
            {matches.map((country) => (
              <li key={country.code}>
                <button
                  type="button"
                  onClick={() => onSelect(country.code)}
                  aria-current={country.code === selected ? 'true' : undefined}
                  className={`flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm hover:bg-surface-2 ${country.code === selected ? 'bg-accent-soft font-semibold' : ''}`}
                >
                  <CountryBadge code={country.code} />
                  <span className="min-w-0 flex-1 truncate">{country.name}</span>
                  <span className="text-muted tabular">{country.phoneCode}</span>
                </button>
              </li>
            ))}
          </ul>
          {matches.length === 0 && (
            <p role="status" className="px-5 pb-6 text-center text-sm text-muted">
              {t('auth.phone.notFound')}
            </p>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The country's ISO code as a small badge: emoji flags are missing on many desktop systems. */
function CountryBadge({ code }: { code: string }) {
  return (
    <span aria-hidden="true" className="inline-flex h-5 w-7 items-center justify-center rounded bg-surface-3 text-[0.625rem] font-bold tracking-wide text-muted">
      {code}
    </span>
  );
}

type PhoneFormValues = { phone: string; countryCode: string };

/**
 * The phone field bound to a react-hook-form form with `phone` and `countryCode` (sign-in by
 * phone and by SMS, phone registration, phone binding in the office). `onPhoneChange` runs after
 * every edit of the number (the office resets a code sent to the old number).
 */
export function FormPhoneField<T extends PhoneFormValues>({ form, error, onPhoneChange }: { form: UseFormReturn<T>; error?: string; onPhoneChange?: () => void }) {
  const phoneForm = form as unknown as UseFormReturn<PhoneFormValues>;
  const country = phoneForm.watch('countryCode');
  return (
    <Controller
      control={phoneForm.control}
      name="phone"
      render={({ field }) => (
        <PhoneField
          country={country}
          onCountryChange={(code) => phoneForm.setValue('countryCode', code, { shouldDirty: true })}
          value={field.value}
          onChange={(value) => {
            field.onChange(value);
            onPhoneChange?.();
          }}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
}
