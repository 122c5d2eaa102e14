import { data } from 'react-router';
import { SectionFrame } from '../../ui/section-frame.tsx';
import { ContentBlocks } from './content-blocks.tsx';
import { InformationNav, UpdatedAt, brandedTitle } from './information-nav.tsx';
import type { Route } from './+types/information-page';

/** The page's slug is its path's last segment: information/{slug}, or football-champions-rules. */
const SLUG = /^[A-Za-z0-9_-]{1,64}$/;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const slug =
    new URL(request.url).pathname
      .replace(/\.data$/, '')
      .split('/')
      .at(-1) ?? '';
  const page = SLUG.test(slug) ? await context.services.getInformationPage?.(slug, params.lng) : null;
  if (!page) throw data(null, { status: 404 });
  return { page };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [{ title: brandedTitle(loaderData.page.title, matches) }, { name: 'description', content: loaderData.page.summary }];
}

/**
 * An information page (S0 §2.2: contacts, about, how to bet, payment, cookies, licences, AML/KYC,
 * responsible gaming…): its text comes from the content module, so the operator edits it as data.
 */
export default function InformationPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <SectionFrame aside={<InformationNav />}>
      <article lang={page.language} className="card space-y-4 px-5 py-6 sm:px-8">
        <header className="space-y-2 border-b border-line pb-4">
          <h1 id="page-title" className="text-2xl font-extrabold tracking-tight">
            {page.title}
          </h1>
          <p className="text-muted">{page.summary}</p>
          <UpdatedAt iso={page.updatedAt} />
        </header>
        <ContentBlocks blocks={page.body} />
      </article>
    </SectionFrame>
  );
}
