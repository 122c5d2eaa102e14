import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { StudioRoundView, StudioState } from '@wager/contract';
import { useTranslation } from '../../i18n/use-translation.ts';
import { localHref, useShell } from '../../shell/use-shell.ts';
import { applyState, rotateSeed, setClientSeed } from './api.ts';

/** The verify page prefilled with a round whose server seed is revealed. */
export function verifyHref(lang: string, round: Pick<StudioRoundView, 'engine' | 'serverSeed' | 'serverSeedHash' | 'clientSeed' | 'nonce' | 'params'>): string {
  const q = new URLSearchParams({ engine: round.engine, serverSeed: round.serverSeed ?? '', clientSeed: round.clientSeed, nonce: String(round.nonce), hash: round.serverSeedHash });
  for (const [k, v] of Object.entries(round.params)) q.set(k, Array.isArray(v) ? v.join(',') : String(v));
  return `${localHref(lang, '/provably-fair')}?${q.toString()}`;
}

/** Server-seed hash (the commitment), the player's client seed, the nonce; rotate reveals the seed. */
export function FairnessPanel({ token, state, onError }: { token: string; state: StudioState; onError: (e: unknown) => void }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const client = useQueryClient();
  const [draft, setDraft] = useState(state.seeds.clientSeed);
  const [revealed, setRevealed] = useState<{ serverSeed: string; serverSeedHash: string } | null>(null);
  const save = useMutation({
    mutationFn: () => setClientSeed(token, draft),
    onSuccess: (s) => applyState(client, token, s),
    onError,
  });
  const rotate = useMutation({
    mutationFn: () => rotateSeed(token),
    onSuccess: (a) => {
      applyState(client, token, a.state);
      setRevealed(a.revealed);
    },
    onError,
  });
  return (
    <section className="card flex flex-col gap-2 p-4 text-xs" aria-labelledby="studio-fair" data-testid="studio-fair">
      <h2 id="studio-fair" className="text-sm font-bold">
        {t('studio.fair.title')}
      </h2>
      <div>
        <div className="text-muted">{t('studio.fair.hash')}</div>
        <code className="block font-mono break-all" data-testid="studio-hash">
          {state.seeds.serverSeedHash}
        </code>
      </div>
      <form
        className="flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <label className="flex flex-1 flex-col gap-1">
          <span className="text-muted">{t('studio.fair.clientSeed')}</span>
          <input className="field-input h-8 font-mono text-xs" value={draft} maxLength={64} onChange={(e) => setDraft(e.target.value)} data-testid="studio-client-seed" />
        </label>
        <button type="submit" className="btn btn-secondary h-8 px-3 text-xs" disabled={save.isPending || draft === state.seeds.clientSeed}>
          {t('studio.fair.save')}
        </button>
      </form>
      <div className="flex items-center justify-between">
        <span className="text-muted">{t('studio.fair.nonce')}</span>
        <span className="tabular font-bold" data-testid="studio-nonce">
          {state.seeds.nonce}
        </span>
      </div>
      <button type="button" className="btn btn-secondary h-8 text-xs" onClick={() => rotate.mutate()} disabled={rotate.isPending || state.openRound !== null} data-testid="studio-rotate">
        {t('studio.fair.rotate')}
      </button>
      {revealed ? (
        <div className="rounded-md bg-surface-2 p-2" data-testid="studio-revealed">
          <div className="text-muted">{t('studio.fair.revealed')}</div>
          <code className="block font-mono break-all">{revealed.serverSeed}</code>
          <p className="mt-1 text-muted">{t('studio.fair.revealedNote', { hash: `${revealed.serverSeedHash.slice(0, 12)}…` })}</p>
          <Link className="text-accent-text underline" to={`${localHref(lang, '/provably-fair')}?serverSeed=${revealed.serverSeed}&hash=${revealed.serverSeedHash}`} target="_blank" rel="noopener">
            {t('studio.fair.verify')}
          </Link>
        </div>
      ) : null}
    </section>
  );
}
