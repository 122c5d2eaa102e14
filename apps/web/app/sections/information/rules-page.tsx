import { useTranslation } from '../../i18n/use-translation.ts';
import { Link, data } from 'react-router';
import type { RulesIndex } from '@wager/contract';
import { localHref, useShell } from '../../shell/use-shell.ts';
import { SectionFrame } from '../../ui/section-frame.tsx';
import { ContentBlocks } from './content-blocks.tsx';
import { UpdatedAt, brandedTitle } from './information-nav.tsx';
import type { Route } from './+types/rules-page';

const NUMBER = /^[1-9][0-9]{0,5}$/;

export async function loader({ params, context }: Route.LoaderArgs) {
  const chapterParam = params.chapter ?? '1';
  if (!NUMBER.test(params.ruleGroup) || !NUMBER.test(chapterParam)) throw data(null, { status: 404 });
  const [groupId, chapterId] = [Number(params.ruleGroup), Number(chapterParam)];
  const [index, chapter] = await Promise.all([context.services.getRulesIndex?.(params.lng), context.services.getRuleChapter?.(groupId, chapterId, params.lng)]);
  if (!index || !chapter) throw data(null, { status: 404 });
  return { index, chapter, ...neighbours(index, groupId, chapterId) };
}

type ChapterRef = { groupId: number; chapterId: number; title: string } | null;

/** The chapters before and after this one, across group borders, in the rules' reading order. */
function neighbours(index: RulesIndex, groupId: number, chapterId: number): { previous: ChapterRef; next: ChapterRef } {
  const order = index.groups.flatMap((group) =>
    group.chapters.map((chapter) => ({ groupId: group.groupId, chapterId: chapter.chapterId, title: chapter.title })),
  );
  const at = order.findIndex((ref) => ref.groupId === groupId && ref.chapterId === chapterId);
  return { previous: order[at - 1] ?? null, next: order[at + 1] ?? null };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { chapter } = loaderData;
  const description = chapter.body.find((block) => block.type === 'paragraph')?.text ?? chapter.title;
  return [{ title: brandedTitle(`${chapter.title} — ${chapter.groupTitle}`, matches) }, { name: 'description', content: description.slice(0, 200) }];
}

const chapterPath = (ref: { groupId: number; chapterId: number }) => `/information/rules/${ref.groupId}/${ref.chapterId}`;

/**
 * The betting rules (S0 §2.2 information/rules/{ruleGroup}/{chapter}): the groups on the side with
 * the current group's chapters, the chapter's text, and the previous and next chapters.
 */
export default function RulesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const { index, chapter, previous, next } = loaderData;
  return (
    <SectionFrame aside={<RulesNav index={index} groupId={chapter.groupId} chapterId={chapter.chapterId} />}>
      <article lang={chapter.language} className="card space-y-4 px-5 py-6 sm:px-8">
        <header className="space-y-1 border-b border-line pb-4">
          <p className="text-xs font-bold tracking-wider text-muted uppercase">{t('sections.titles.rules')}</p>
          <h1 id="page-title" className="text-2xl font-extrabold tracking-tight">
            {chapter.groupTitle}
          </h1>
          <p className="text-lg font-semibold">
            <span className="text-muted tabular">{chapter.chapterId}. </span>
            {chapter.title}
          </p>
          <UpdatedAt iso={chapter.updatedAt} />
        </header>
        <ContentBlocks blocks={chapter.body} />
        <nav aria-label={t('information.chapterPager')} className="flex flex-col gap-2 border-t border-line pt-4 sm:flex-row sm:justify-between">
          {previous ? (
            <Link to={localHref(lang, chapterPath(previous))} rel="prev" className="btn btn-secondary h-auto justify-start py-2 text-left">
              <span aria-hidden="true">←</span> <span className="sr-only">{t('information.previous')}: </span>
              {previous.title}
            </Link>
          ) : (
            <span />
          )}
          {next && (
            <Link to={localHref(lang, chapterPath(next))} rel="next" className="btn btn-secondary h-auto justify-end py-2 text-right">
              <span className="sr-only">{t('information.next')}: </span>
              {next.title} <span aria-hidden="true">→</span>
            </Link>
          )}
        </nav>
      </article>
    </SectionFrame>
  );
}

function RulesNav({ index, groupId, chapterId }: { index: RulesIndex; groupId: number; chapterId: number }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  return (
    <nav aria-label={t('information.rulesNav')} className="card w-full p-2 lg:sticky lg:top-20 lg:w-64 lg:shrink-0">
      <ul className="space-y-0.5">
        {index.groups.map((group) => {
          const open = group.groupId === groupId;
          return (
            <li key={group.groupId}>
              <Link
                to={localHref(lang, chapterPath({ groupId: group.groupId, chapterId: 1 }))}
                className={`block rounded-lg px-3 py-2 text-sm font-bold ${open ? 'text-ink' : 'text-muted hover:bg-surface-2 hover:text-ink'}`}
              >
                {group.title}
              </Link>
              {open && (
                <ol className="mb-1 ml-3 border-l border-line pl-2">
                  {group.chapters.map((item) => {
                    const current = item.chapterId === chapterId;
                    return (
                      <li key={item.chapterId}>
                        <Link
                          to={localHref(lang, chapterPath({ groupId: group.groupId, chapterId: item.chapterId }))}
                          aria-current={current ? 'page' : undefined}
                          className={`flex gap-2 rounded-lg px-2 py-1.5 text-sm ${current ? 'bg-accent-soft font-semibold text-accent-text' : 'text-muted hover:bg-surface-2 hover:text-ink'}`}
                        >
                          <span className="tabular">{item.chapterId}.</span>
                          <span>{item.title}</span>
                        </Link>
                      </li>
                    );
                  })}
                </ol>
              )}
            </li>
          );
        })}
      </ul>
      <p className="mt-2 border-t border-line px-3 pt-2 text-sm">
        <Link to={localHref(lang, '/information/about')} className="text-muted hover:text-ink hover:underline">
          {t('information.allPages')}
        </Link>
      </p>
    </nav>
  );
}
