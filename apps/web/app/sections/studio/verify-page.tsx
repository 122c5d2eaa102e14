import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { STUDIO_ENGINES, StudioVerifyQuery, type StudioEngine } from '@wager/contract';
import { casino } from '@wager/domain';
import { useTranslation } from '../../i18n/use-translation.ts';
import { dictionaryFor } from '../../i18n/dictionaries.server.ts';
import { multiplierText } from './money.ts';
import type { Route } from './+types/verify-page';

export function loader({ params }: Route.LoaderArgs) {
  const meta = dictionaryFor(params.lng).studio.meta;
  return { title: meta.verifyTitle, description: meta.verifyDescription };
}
export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? 'Provably fair' }, { name: 'description', content: loaderData?.description ?? '' }];
}

type Fields = Record<string, string>;
const DEFAULTS: Fields = { engine: 'dice', serverSeed: '', clientSeed: '', nonce: '0', target: '5000', direction: 'under', cashOutAt: '200', rows: '12', risk: 'medium', picks: '', mines: '3', hash: '' };
const PARAMS: Record<StudioEngine, readonly string[]> = {
  dice: ['target', 'direction'],
  crash: ['cashOutAt'],
  plinko: ['rows', 'risk'],
  keno: ['picks'],
  mines: ['mines', 'picks'],
  slots: [],
  scratchcard: [],
};

type Computed = { ok: true; hash: string; expected: string; engine: StudioEngine; multiplierBp: bigint; outcome: Record<string, unknown> } | { ok: false; reason: string };

/** Recomputes in the browser with the domain's own code (the same `casino.studio.recompute` the server runs). */
function compute(fields: Fields): Computed {
  const engine = fields.engine as StudioEngine;
  const query: Record<string, string> = { engine, serverSeed: fields.serverSeed!.trim(), clientSeed: fields.clientSeed!, nonce: fields.nonce! };
  for (const k of PARAMS[engine] ?? []) query[k] = fields[k]!;
  const parsed = StudioVerifyQuery.safeParse(query);
  if (!parsed.success) return { ok: false, reason: parsed.error.issues.map((i) => i.path.join('.')).join(', ') };
  const q = parsed.data;
  const round: casino.studio.StudioRound =
    q.engine === 'dice'
      ? { engine: 'dice', params: { target: q.target, direction: q.direction } }
      : q.engine === 'crash'
        ? { engine: 'crash', params: { cashOutAt: q.cashOutAt } }
        : q.engine === 'plinko'
          ? { engine: 'plinko', params: { rows: q.rows, risk: q.risk } }
          : q.engine === 'keno'
            ? { engine: 'keno', params: { picks: q.picks } }
            : q.engine === 'mines'
              ? { engine: 'mines', params: { mines: q.mines, picks: q.picks } }
              : { engine: q.engine };
  try {
    const { engine: e, ...outcome } = casino.studio.recompute({ serverSeed: q.serverSeed, clientSeed: q.clientSeed, nonce: q.nonce }, round);
    return { ok: true, engine: e, hash: casino.hashServerSeed(q.serverSeed), expected: fields.hash!.trim().toLowerCase(), multiplierBp: outcome.multiplierBp, outcome };
  } catch (err) {
    return { ok: false, reason: (err as Error).message };
  }
}

const show = (v: unknown): string => (typeof v === 'bigint' ? v.toString() : Array.isArray(v) ? v.map(show).join(Array.isArray(v[0]) ? ' / ' : ', ') : String(v));

/** `/:lng/provably-fair` (decision 020): how a round is decided, and a form that recomputes any round. */
export default function VerifyPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const [fields, setFields] = useState<Fields>(() => ({ ...DEFAULTS, ...Object.fromEntries([...search.entries()].filter(([k]) => k in DEFAULTS)) }));
  const [result, setResult] = useState<Computed | null>(() => (search.get('serverSeed') && search.get('clientSeed') ? compute({ ...DEFAULTS, ...Object.fromEntries(search.entries()) }) : null));
  const engine = fields.engine as StudioEngine;
  const set = (k: string) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [k]: e.target.value }));
  const input = (k: string, label: string, extra: Record<string, unknown> = {}) => (
    <label key={k} className="flex flex-col gap-1 text-xs font-semibold text-muted">
      {label}
      <input name={k} className="field-input h-9 font-mono text-sm text-ink" value={fields[k]} onChange={set(k)} {...extra} />
    </label>
  );

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6">
      <header className="flex flex-col gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight">{t('studio.verify.title')}</h1>
        <p className="text-sm text-muted">{t('studio.verify.intro')}</p>
        <ol className="list-decimal space-y-1 pl-5 text-sm">
          <li>{t('studio.verify.step1')}</li>
          <li>{t('studio.verify.step2')}</li>
          <li>{t('studio.verify.step3')}</li>
        </ol>
      </header>
      <form
        className="card grid gap-4 p-5 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          setResult(compute(fields));
        }}
      >
        <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
          {t('studio.verify.engine')}
          <select name="engine" className="field-input h-9 text-sm text-ink" value={engine} onChange={set('engine')}>
            {STUDIO_ENGINES.map((e) => (
              <option key={e} value={e}>
                {t(`studio.games.${e}`)}
              </option>
            ))}
          </select>
        </label>
        {input('nonce', t('studio.verify.nonce'), { inputMode: 'numeric' })}
        <div className="sm:col-span-2">{input('serverSeed', t('studio.verify.serverSeed'), { spellCheck: false, autoComplete: 'off' })}</div>
        {input('clientSeed', t('studio.verify.clientSeed'), { spellCheck: false, autoComplete: 'off' })}
        {input('hash', t('studio.verify.expected'), { spellCheck: false, autoComplete: 'off' })}
        {engine === 'dice' ? (
          <>
            {input('target', t('studio.verify.target'), { inputMode: 'numeric' })}
            <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
              {t('studio.verify.direction')}
              <select name="direction" className="field-input h-9 text-sm text-ink" value={fields.direction} onChange={set('direction')}>
                <option value="under">{t('studio.dice.under')}</option>
                <option value="over">{t('studio.dice.over')}</option>
              </select>
            </label>
          </>
        ) : null}
        {engine === 'crash' ? input('cashOutAt', t('studio.verify.cashOutAt'), { inputMode: 'numeric' }) : null}
        {engine === 'plinko' ? (
          <>
            {input('rows', t('studio.verify.rows'), { inputMode: 'numeric' })}
            <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
              {t('studio.verify.risk')}
              <select name="risk" className="field-input h-9 text-sm text-ink" value={fields.risk} onChange={set('risk')}>
                {(['low', 'medium', 'high'] as const).map((r) => (
                  <option key={r} value={r}>
                    {t(`studio.plinko.${r}`)}
                  </option>
                ))}
              </select>
            </label>
          </>
        ) : null}
        {engine === 'keno' ? input('picks', t('studio.verify.picks')) : null}
        {engine === 'mines' ? (
          <>
            {input('mines', t('studio.verify.mines'), { inputMode: 'numeric' })}
            {input('picks', t('studio.verify.minesPicks'))}
          </>
        ) : null}
        <div className="sm:col-span-2">
          <button type="submit" className="btn btn-primary h-10 px-6" data-testid="verify-submit">
            {t('studio.verify.check')}
          </button>
        </div>
      </form>
      {result ? (
        result.ok ? (
          <section className="card flex flex-col gap-3 p-5" aria-labelledby="verify-result" data-testid="verify-result">
            <h2 id="verify-result" className="text-lg font-bold">
              {t('studio.verify.result')}
            </h2>
            <div className="text-xs">
              <div className="text-muted">{t('studio.verify.hash')}</div>
              <code className="font-mono break-all" data-testid="verify-hash">
                {result.hash}
              </code>
              {result.expected ? (
                <p className={`mt-1 font-bold ${result.expected === result.hash ? 'text-win' : 'text-live'}`} data-testid="verify-hash-check">
                  {result.expected === result.hash ? `✓ ${t('studio.verify.hashMatch')}` : `✗ ${t('studio.verify.hashMismatch')}`}
                </p>
              ) : null}
            </div>
            {result.engine === 'dice' ? (
              <p className="text-3xl font-black tabular" data-testid="verify-roll">
                {t('studio.verify.roll')}: {((result.outcome.roll as number) / 100).toFixed(2)}
              </p>
            ) : null}
            <p className="text-sm">
              {t('studio.verify.multiplier')}: <b className="tabular">×{multiplierText(result.multiplierBp)}</b>
            </p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-xs">
              {Object.entries(result.outcome)
                .filter(([k]) => k !== 'multiplierBp')
                .map(([k, v]) => (
                  <div key={k} className="contents">
                    <dt className="font-mono text-muted">{k}</dt>
                    <dd className="font-mono break-all">{typeof v === 'object' && v !== null && !Array.isArray(v) ? JSON.stringify(v) : show(v)}</dd>
                  </div>
                ))}
            </dl>
          </section>
        ) : (
          <p className="rounded-md border border-live/40 bg-live/10 px-4 py-3 text-sm" role="alert" data-testid="verify-invalid">
            {t('studio.verify.invalid', { reason: result.reason })}
          </p>
        )
      ) : null}
    </div>
  );
}
