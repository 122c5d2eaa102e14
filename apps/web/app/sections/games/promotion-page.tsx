import { useQuery } from '@tanstack/react-query';
import { data, Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { localHref, useShell } from '../../shell/use-shell.ts';
import { QueryError } from '../../ui/query-state.tsx';
import { sectionMeta } from '../../ui/section-frame.tsx';
import { slugParam } from './casino-landings.ts';
import { CasinoFrame } from './casino-frame.tsx';
import { extrasQueries } from './extras-api.ts';
import { prefetchExtras } from './extras-loader.server.ts';
import type { Route } from './+types/promotion-page';

export const meta = sectionMeta;

/** S0 §2.2 bonus/casino/promotions/{id} and bonus/casino/{id} (landing-* included); an unknown id is a 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = slugParam(params.id);
  if (id === null) throw data(null, { status: 404 });
  const lang = context.lng;
  let missing = false;
  const dehydratedState = await prefetchExtras(context, async (face, client) => {
    const promotion = await face.getCasinoPromotion(id, lang);
    if (promotion === null) missing = true;
    else client.setQueryData(extrasQueries.promotion(id, lang).queryKey, promotion);
  });
  if (missing) throw data(null, { status: 404 });
  return { id, dehydratedState };
}

/** A casino promotion (or a landing): its hero, what it offers, its terms and its call to action. */
export default function PromotionPage({ loaderData }: Route.ComponentProps) {
  const { id } = loaderData;
  const { t } = useTranslation();
  const { lang } = useShell();
  const query = useQuery(extrasQueries.promotion(id, lang));
  const promotion = query.data;
  return (
    <CasinoFrame title={promotion?.title ?? t('sections.titles.bonus-casino')}>
      {promotion === undefined ? (
        query.isError ? <QueryError errorKey="casino.loadError" retryKey="casino.retry" onRetry={() => void query.refetch()} /> : <div className="card h-60 animate-pulse" aria-busy="true" />
      ) : (
        <article className="space-y-4" data-testid="casino-promotion">
          <div className="rounded-2xl p-6 text-white sm:p-8" style={{ backgroundImage: `linear-gradient(135deg, ${promotion.art.from}, ${promotion.art.to})` }}>
            <span className="rounded-full bg-black/25 px-2.5 py-0.5 text-xs font-bold">{promotion.badge}</span>
            <p className="mt-3 max-w-2xl text-lg font-semibold">{promotion.summary}</p>
            <div className="mt-4 flex flex-wrap gap-2">
              <Link to={localHref(lang, promotion.ctaRoute)} className="btn btn-primary">{t('casinoRoutes.promotions.cta')}</Link>
              <Link to={localHref(lang, '/bonus/casino')} className="btn border border-white/40 bg-white/10 text-white hover:bg-white/20">{t('casinoRoutes.promotions.all')}</Link>
            </div>
          </div>
          <div className="grid gap-4 lg:grid-cols-[1fr_22rem]">
            <div className="card space-y-3 p-5">
              {promotion.body.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
            </div>
            <aside className="card h-fit space-y-2 p-5" aria-labelledby="promotion-terms">
              <h2 id="promotion-terms" className="section-title">{t('casinoRoutes.promotions.terms')}</h2>
              <ul className="list-disc space-y-1 pl-5 text-sm text-muted">
                {promotion.terms.map((term) => <li key={term}>{term}</li>)}
              </ul>
            </aside>
          </div>
        </article>
      )}
    </CasinoFrame>
  );
}
