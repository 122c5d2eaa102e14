import { useEffect, useState } from 'react';
import { redirect, useLocation, useNavigate } from 'react-router';
import { LIMIT_SECTIONS, LIMIT_TYPE, withReturnUrl, type LimitSection, type LimitType } from '@wager/domain';
import type { LimitsAnswer } from '@wager/contract';
import { useTranslation } from '../../i18n/use-translation.ts';
import { dictionaryFor } from '../../i18n/dictionaries.server.ts';
import { localHref, useShell } from '../../shell/use-shell.ts';
import { QueryState } from '../../ui/query-state.tsx';
import { SectionFrame } from '../../ui/section-frame.tsx';
import { OfficeMenu } from '../shared/office-menu.tsx';
import { useLimits } from './api.ts';
import { BlockAccount } from './block-account.tsx';
import { ExclusionDialog } from './exclusion-dialog.tsx';
import { LimitRow } from './limit-row.tsx';
import { externalExclusion, isExtraDisabled, isRowDisabled, isSectionLockedAll, sectionViews } from './limit-view.ts';
import { QuestionsDialog } from './questions-dialog.tsx';
import { useDates } from './use-dates.ts';
import { useLimitActions } from './use-limit-actions.ts';
import { useNowSeconds } from './use-now.ts';
import { nowSeconds } from './clock.ts';
import './responsible.css';
import type { Route } from './+types/responsible-page';

/** S0 §2.5 guard 4: office pages are for signed-in players; a guest signs in and comes back. */
export function loader({ request, context }: Route.LoaderArgs) {
  if (!context.viewer.session.authenticated) {
    const url = new URL(request.url);
    throw redirect(withReturnUrl(localHref(context.lng, '/user/login'), `${url.pathname}${url.search}`));
  }
  const dictionary = dictionaryFor(context.lng);
  return { title: `${dictionary.responsible.title} · ${dictionary.brand.name}` };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? 'Wager' }, { name: 'robots', content: 'noindex' }];
}

/** The responsible-gaming screen (S1 §2 office/responsible; S1 §3 sections, §4 states, §8 texts). */
export default function ResponsiblePage() {
  const { t } = useTranslation();
  const shell = useShell();
  const navigate = useNavigate();
  const location = useLocation();
  const limits = useLimits(shell.lang, { enabled: shell.isSignedIn });

  useEffect(() => {
    if (!shell.isSignedIn) void navigate(withReturnUrl(localHref(shell.lang, '/user/login'), `${location.pathname}${location.search}`), { replace: true });
  }, [shell.isSignedIn, shell.lang, location.pathname, location.search, navigate]);

  return (
    <SectionFrame aside={<OfficeMenu />}>
      <div className="space-y-5">
        <header className="flex items-center gap-3">
          <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-ink" aria-hidden="true">
            <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3z" />
              <path d="M12 8v5M12 16h.01" />
            </svg>
          </span>
          <div>
            <h1 id="page-title" className="text-2xl font-extrabold tracking-tight">
              {t('responsible.title')}
            </h1>
            <p className="text-sm text-muted">{t('responsible.intro')}</p>
          </div>
        </header>
        <QueryState query={limits} skeleton={<LimitsSkeleton label={t('responsible.loading')} />} errorKey="responsible.loadError" retryKey="responsible.retry">
          {(data) => <LimitsScreen data={data} />}
        </QueryState>
      </div>
    </SectionFrame>
  );
}

function LimitsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-5 xl:grid-cols-2">
      {LIMIT_SECTIONS.map((section) => (
        <div key={section} className="card h-56 animate-pulse" />
      ))}
    </div>
  );
}

type Exclusion = { limitType: 30 | 33; value: number };

function LimitsScreen({ data }: { data: LimitsAnswer }) {
  const { t } = useTranslation();
  const shell = useShell();
  const dates = useDates();
  // The hours left are read at each render too: a change saved a moment ago counts from now.
  const ticking = useNowSeconds();
  const nowS = Math.max(ticking, nowSeconds());
  const actions = useLimitActions(t, shell.lang);
  const [exclusion, setExclusion] = useState<Exclusion | null>(null);
  const blocked = externalExclusion(data.limits);
  const extraDisabled = isExtraDisabled(data.limits);

  const onSave = (limitType: LimitType, value: number) => {
    // S1 §4: these cannot be undone once they start, so they are confirmed first.
    if ((limitType === LIMIT_TYPE.selfExclusion || limitType === LIMIT_TYPE.timeOut) && value > 0) {
      setExclusion({ limitType, value });
      return;
    }
    void actions.save([{ limitType, limitValue: value }]);
  };

  const section = (name: LimitSection) => {
    const title = t(`responsible.sections.${name}.title`);
    const lockedAll = isSectionLockedAll(data.limits, name, shell.limitsSectionLockAll);
    const disabled = (name === 'extra' && extraDisabled) || lockedAll;
    return (
      <section key={name} aria-labelledby={`rg-${name}`} className="card overflow-hidden" data-testid={`limits-${name}`}>
        <div className="rg-section-head">
          <div className="min-w-0">
            <h2 id={`rg-${name}`} className="section-title">
              {title}
            </h2>
            <p className="text-xs text-muted">{t(`responsible.sections.${name}.hint`)}</p>
          </div>
        </div>
        {disabled && (
          <p role="status" className="rg-note rg-note-info mx-5 mt-4">
            {lockedAll
              ? t('responsible.lockAll.note')
              : blocked
                ? t('responsible.extraDisabled.blocked', { end: blocked.endsAt === null ? t('responsible.value.indefinite') : dates(blocked.endsAt) })
                : t('responsible.extraDisabled.locked')}
          </p>
        )}
        {sectionViews(data.limits, name).map((view) => (
          <LimitRow
            key={view.type}
            view={view}
            sectionTitle={title}
            nowS={nowS}
            disabled={disabled || isRowDisabled(view)}
            busy={actions.busy}
            onSave={onSave}
            onCancelPending={(type) => void actions.reject(type)}
            onApprove={(type) => void actions.approve(type)}
          />
        ))}
      </section>
    );
  };

  return (
    <>
      {blocked && (
        <p role="alert" className="rg-note rg-note-danger">
          {t('responsible.blockedBanner', { end: blocked.endsAt === null ? t('responsible.value.indefinite') : dates(blocked.endsAt) })}
        </p>
      )}
      {/* S1 §3's order: deposit, extra, reality checks, wagering, loss. */}
      <div className="rg-columns">
        {LIMIT_SECTIONS.map(section)}
        <BlockAccount disabled={blocked !== null} />
      </div>
      {actions.questions && <QuestionsDialog open={actions.questions} busy={actions.busy} onAnswer={(answers) => void actions.answer(answers)} onClose={actions.closeQuestions} />}
      {exclusion && (
        <ExclusionDialog
          limitType={exclusion.limitType}
          value={exclusion.value}
          busy={actions.busy}
          onClose={() => setExclusion(null)}
          onConfirm={(reason) => {
            void actions.save([{ limitType: exclusion.limitType, limitValue: exclusion.value, ...(reason === undefined ? {} : { selfExcludeReason: reason }) }]).then(() => setExclusion(null));
          }}
        />
      )}
    </>
  );
}
