import { useEffect, useRef, useState } from 'react';
import type { Limit, RealityCheckAnswer } from '@wager/contract';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ApiRequestError, apiRequest } from '../../shell/api-client.ts';
import { readStored, signOut, writeStored } from '../../shell/auth/session-actions.ts';
import { useShell } from '../../shell/use-shell.ts';
import { LIMIT_PATHS, RealityCheckAnswer as RealityCheckSchema } from '@wager/contract';
import { ping, postRealityCheck, useLimits } from './api.ts';
import { clock, nowSeconds } from './clock.ts';
import { LimitDialog } from './dialog.tsx';
import { dueApprovals, hasSessionLimit, moneyText, nextApprovalAt, valueText } from './limit-view.ts';
import { needsResync, parseStored, playedFor, REALITY_CHECK_RESYNC_MS, REALITY_CHECK_STORAGE_KEY, restarted, stopped, synced, type StoredRealityCheck } from './reality-check-timer.ts';
import { useLimitActions } from './use-limit-actions.ts';
import { RegistrationPrompt } from './registration-prompt.tsx';
import './responsible.css';

/** S1 §9: the session ping every 30 s while a session limit exists. */
export const SESSION_PING_MS = 30_000;
/** The longest wait a browser timer takes (about 24.8 days); a later due time is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The signed-in player's responsible-gaming pop-ups (S1 §2, §4, §8, §9), mounted once in the header
 * of every page: the reality-check reminder, the session-limit ping and its end, the deposit-limit
 * approval. Renders nothing until one is due. Every timer reads `clock.ts`.
 */
export default function ResponsiblePopups() {
  const { isSignedIn, lang } = useShell();
  // S1 §4 re-sync at most every 5 minutes; the page's changes arrive through the same query.
  const limits = useLimits(lang, { enabled: isSignedIn, refetchInterval: REALITY_CHECK_RESYNC_MS });
  if (!isSignedIn) return null;
  const list = limits.data?.limits ?? [];
  const realityMinutes = list.find((limit) => limit.limitType === 32 && limit.limitState === 'ACTIVE')?.limitValue ?? 0;
  return (
    <>
      <RealityCheckReminder minutesSet={realityMinutes} />
      <SessionLimit active={hasSessionLimit(list)} />
      <ApprovalPopup limits={list} />
      <RegistrationPrompt limits={list} profile={limits.data?.profile ?? null} />
    </>
  );
}

function readRealityCheck(): StoredRealityCheck | null {
  return parseStored(readStored(REALITY_CHECK_STORAGE_KEY));
}
function writeRealityCheck(value: StoredRealityCheck | null): void {
  writeStored(REALITY_CHECK_STORAGE_KEY, value === null ? null : JSON.stringify(value));
}

/**
 * S1 §4 reality check: the due time in local storage, the reminder when it comes, and the
 * S1 §3 record of what the player chose posted back.
 */
function RealityCheckReminder({ minutesSet }: { minutesSet: number }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const [timer, setTimer] = useState<StoredRealityCheck | null>(null);
  const [shown, setShown] = useState<{ at: number; answer: RealityCheckAnswer | null } | null>(null);
  const [doNotShow, setDoNotShow] = useState(false);
  const lastAnswer = useRef<RealityCheckAnswer | null>(null);

  const keep = (next: StoredRealityCheck | null) => {
    writeRealityCheck(next);
    setTimer(next);
  };
  const sync = async () => {
    try {
      const answer = await apiRequest(LIMIT_PATHS.realityCheck, { schema: RealityCheckSchema, handles: true });
      lastAnswer.current = answer;
      keep(synced(readRealityCheck(), answer, clock.now()));
    } catch {
      // The stored due time stands until the next try.
    }
  };

  // A change of the chosen minutes (this page or another tab) re-syncs at once; else at most every 5 minutes.
  useEffect(() => {
    const stored = readRealityCheck();
    if (stored && stored.minutes === minutesSet && !needsResync(stored, clock.now())) setTimer(stored);
    else void sync();
    const every = setInterval(() => {
      if (needsResync(readRealityCheck(), clock.now())) void sync();
    }, REALITY_CHECK_RESYNC_MS);
    return () => clearInterval(every);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [minutesSet]);

  useEffect(() => {
    if (shown || !timer || timer.dueAtMs === null || timer.minutes <= 0) return;
    const wait = Math.min(MAX_TIMER_MS, Math.max(0, timer.dueAtMs - clock.now()));
    const handle = setTimeout(() => {
      if (clock.now() < (timer.dueAtMs ?? 0)) return setTimer({ ...timer });
      const at = nowSeconds();
      setDoNotShow(false);
      setShown({ at, answer: lastAnswer.current });
      // Fresh numbers for the reminder: time played and the session's net result.
      void apiRequest(LIMIT_PATHS.realityCheck, { schema: RealityCheckSchema, handles: true }).then(
        (answer) => setShown((old) => (old && old.at === at ? { at, answer } : old)),
        () => undefined,
      );
    }, wait);
    return () => clearTimeout(handle);
  }, [timer, shown]);

  if (!shown) return null;
  const answer = shown.answer;
  const played = answer ? playedFor(answer.sessionStartedAt, clock.now()) : null;
  const act = async (action: 'continue' | 'log_out' | 'nothing') => {
    const current = readRealityCheck() ?? timer ?? { dueAtMs: null, minutes: minutesSet, syncedAtMs: clock.now(), stopped: false };
    const record = { action, do_not_show_again: action === 'continue' && doNotShow, popup_show_at: shown.at };
    setShown(null);
    if (action === 'log_out') {
      keep(null);
      await postRealityCheck(record).catch(() => undefined);
      await signOut(lang);
      return;
    }
    // S1 §4: "continue" with "do not show again" stops it; otherwise the timer restarts.
    keep(record.do_not_show_again ? stopped(current) : restarted(current, clock.now()));
    // The record for the operator (S1 §3); the due time stays this browser's.
    lastAnswer.current = await postRealityCheck(record).catch(() => lastAnswer.current);
  };
  return (
    <LimitDialog title={t('responsible.realityCheck.title')} onClose={() => void act('nothing')} testId="reality-check">
      <div className="space-y-4">
        <p className="text-sm">
          {played
            ? t('responsible.realityCheck.played', { duration: played.hours > 0 ? t('responsible.realityCheck.hoursMinutes', { hours: played.hours, minutes: played.minutes }) : t('responsible.value.minutes', { count: played.minutes }) })
            : t('responsible.realityCheck.reminder', { minutes: t('responsible.value.minutes', { count: minutesSet }) })}
        </p>
        <div className="rounded-lg border border-line px-4 py-1" data-testid="reality-check-session">
          {answer && answer.session.length > 0 ? (
            answer.session.map((row) => (
              <div key={row.currency}>
                <p className="rg-stat">
                  <span className="text-muted">{t('responsible.realityCheck.staked')}</span>
                  <span className="tabular">{moneyText(row.stakedMinor, row.currency, lang)}</span>
                </p>
                <p className="rg-stat">
                  <span className="text-muted">{t('responsible.realityCheck.returned')}</span>
                  <span className="tabular">{moneyText(row.returnedMinor, row.currency, lang)}</span>
                </p>
                <p className="rg-stat font-bold">
                  <span>{t('responsible.realityCheck.net')}</span>
                  <span className={`tabular ${row.netMinor.startsWith('-') ? 'text-live' : 'text-win'}`} data-testid="reality-check-net">
                    {moneyText(row.netMinor, row.currency, lang)}
                  </span>
                </p>
              </div>
            ))
          ) : (
            <p className="rg-stat text-muted">{t('responsible.realityCheck.noPlay')}</p>
          )}
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={doNotShow} onChange={(event) => setDoNotShow(event.target.checked)} />
          {t('responsible.realityCheck.doNotShow')}
        </label>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn btn-secondary" onClick={() => void act('log_out')}>
            {t('responsible.realityCheck.logOut')}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => void act('continue')}>
            {t('responsible.realityCheck.continue')}
          </button>
        </div>
      </div>
    </LimitDialog>
  );
}

/** S1 §4, §8, §9: the ping every 30 s while a session limit exists; when it ends, the permanent alert, then sign-out. */
function SessionLimit({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const [ended, setEnded] = useState(false);
  useEffect(() => {
    if (!active || ended) return;
    const tick = async () => {
      try {
        const answer = await ping(lang);
        if (answer.ended) setEnded(true);
      } catch (error) {
        if (error instanceof ApiRequestError && error.code === 'SESSION_LIMIT_ENDED') setEnded(true);
      }
    };
    void tick();
    const every = setInterval(() => void tick(), SESSION_PING_MS);
    return () => clearInterval(every);
  }, [active, ended, lang]);
  if (!ended) return null;
  const leave = () => void signOut(lang);
  return (
    <LimitDialog title={t('responsible.session.ended')} description={t('responsible.session.visitTomorrow')} onClose={leave} tone="danger" testId="session-limit-ended">
      <form
        className="flex justify-end"
        onSubmit={(event) => {
          event.preventDefault();
          leave();
        }}
      >
        <button type="submit" className="btn btn-primary">
          {t('responsible.session.ok')}
        </button>
      </form>
    </LimitDialog>
  );
}

/** S1 §4: when a pending deposit limit reaches start + 86400 s, a confirm the player cannot dismiss: approve or reject. */
function ApprovalPopup({ limits }: { limits: readonly Limit[] }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const actions = useLimitActions(t, lang);
  const [now, setNow] = useState(nowSeconds);
  const [refused, setRefused] = useState<ReadonlySet<string>>(new Set());
  const next = nextApprovalAt(limits, now);
  useEffect(() => {
    if (next === null) return;
    const handle = setTimeout(() => setNow(nowSeconds()), Math.min(MAX_TIMER_MS, Math.max(0, (next - nowSeconds()) * 1000 + 50)));
    return () => clearTimeout(handle);
  }, [next]);
  const due = dueApprovals(limits, Math.max(now, nowSeconds())).find((limit) => !refused.has(`${limit.limitType}:${limit.startedAt}`));
  if (!due) return null;
  // A refused approval (the server's clock disagrees) closes it until the limits change.
  const settle = (ok: boolean) => {
    if (!ok) setRefused((old) => new Set([...old, `${due.limitType}:${due.startedAt}`]));
  };
  const currency = /^[A-Z]{3}$/.test(due.measure) ? due.measure : null;
  return (
    <LimitDialog title={t('responsible.approval.title')} description={t('responsible.approval.text', { limit: t(`responsible.refusal.type.${due.limitType}`), value: valueText(t, due.limitType, due.limitValue, currency, lang) })} onClose={() => undefined} dismissible={false} testId="limit-approval">
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn btn-secondary" onClick={() => void actions.reject(due.limitType).then(settle)}>
          {t('responsible.approval.reject')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => void actions.approve(due.limitType).then(settle)}>
          {t('responsible.approval.approve')}
        </button>
      </div>
    </LimitDialog>
  );
}
