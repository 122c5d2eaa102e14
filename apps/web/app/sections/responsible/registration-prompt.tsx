import { useEffect, useState } from 'react';
import { SECTION_TYPES } from '@wager/domain';
import type { Limit } from '@wager/contract';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useShell } from '../../shell/use-shell.ts';
import { LimitDialog } from './dialog.tsx';
import { typeView, valueText } from './limit-view.ts';
import { clearPrompt, isPromptPending, LIMIT_PROMPT_EVENT, profileAsksForPrompt } from '../shared/limit-prompt-mark.ts';
import { useLimitActions } from './use-limit-actions.ts';

/**
 * UKGC RTS 12, S1 §2 deposit-limit pop-up: right after registration, when the site's profile asks
 * for it (`limitPromptAtRegistration`, named by GET limits' `profile`), the new player may set the
 * 24 h, 7 d and 30 d deposit limits from the available values, or say "Not now". Once per player.
 */
export function RegistrationPrompt({ limits, profile }: { limits: readonly Limit[]; profile: string | null }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const actions = useLimitActions(t, lang);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [choices, setChoices] = useState<Record<number, string>>({});
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const read = () => setPending(isPromptPending());
    read();
    window.addEventListener(LIMIT_PROMPT_EVENT, read);
    return () => window.removeEventListener(LIMIT_PROMPT_EVENT, read);
  }, []);

  useEffect(() => {
    if (profile === null || !pending) return;
    // Another profile does not ask: the mark goes, so the prompt never comes later.
    if (profileAsksForPrompt(profile)) setOpen(true);
    else clearPrompt();
  }, [profile, pending]);

  if (!open) return null;
  const views = SECTION_TYPES.deposit.map((type) => typeView(limits, type));
  const close = () => {
    clearPrompt();
    setPending(false);
    setOpen(false);
  };
  const submit = async () => {
    const chosen = views
      .filter((view) => (choices[view.type] ?? '-1') !== '-1')
      .map((view) => ({
        limitType: view.type,
        limitValue: Number(choices[view.type]),
      }));
    if (chosen.length === 0) return setProblem(t('responsible.prompt.noChoice'));
    setProblem(null);
    if (await actions.save(chosen)) close();
  };

  return (
    <LimitDialog title={t('responsible.prompt.title')} description={t('responsible.prompt.intro')} onClose={close} testId="limit-prompt">
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {views.map((view) => (
          <label key={view.type} className="flex flex-col gap-1 text-sm font-semibold">
            {t(`responsible.type.${view.type}`)}
            {/* A row, so the select's flex-1 (responsible.css) stretches it across, not down. */}
            <span className="flex font-normal">
              <select
                className="rg-select"
                value={choices[view.type] ?? '-1'}
                disabled={actions.busy || view.options.length === 0}
                onChange={(event) =>
                  setChoices((old) => ({
                    ...old,
                    [view.type]: event.target.value,
                  }))
                }
              >
                <option value="-1">{t('responsible.value.unset')}</option>
                {view.options.map((value) => (
                  <option key={value} value={String(value)}>
                    {valueText(t, view.type, value, view.currency, lang)}
                  </option>
                ))}
              </select>
            </span>
          </label>
        ))}
        {problem && (
          <p role="alert" className="rg-note rg-note-danger">
            {problem}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn btn-secondary" onClick={close} disabled={actions.busy}>
            {t('responsible.prompt.later')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={actions.busy}>
            {t('responsible.prompt.save')}
          </button>
        </div>
      </form>
    </LimitDialog>
  );
}
