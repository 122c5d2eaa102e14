import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../i18n/i18n.ts';
import en from '../../../i18n/en.json';
import ru from '../../../i18n/ru.json';
import { makeQueryClient } from '../../../shell/query/query-client.ts';
import { FavouriteStar } from './favourite-star.tsx';
import { FavouritesMenu } from './favourites-menu.tsx';

// Texts as the app's useTranslation gives them, from an instance of the real dictionary part.
const texts = vi.hoisted(() => ({ i18n: null as null | ReturnType<typeof import('../../../i18n/i18n.ts').createI18n> }));
vi.mock('../../../i18n/use-translation.ts', () => ({
  useTranslation: () => ({ t: texts.i18n!.getFixedT(null, 'translation'), i18n: texts.i18n }),
}));

// The server render of the favourites parts (S0 §2.2 sport screens): what hydrates must be what the
// server sent, so neither the guest's local list nor a player's list shows before hydration.

function render(node: ReactNode, { lang = 'en', isSignedIn = false } = {}): string {
  texts.i18n = createI18n(lang, { favourites: (lang === 'ru' ? ru : en).favourites });
  const router = createMemoryRouter([{ id: 'root', path: '/', loader: () => null, Component: () => node }], {
    hydrationData: { loaderData: { root: { lang, isSignedIn, userId: isSignedIn ? 100_000_001 : null, settingsChanged: {} } } },
  });
  return renderToString(
    createElement(QueryClientProvider, { client: makeQueryClient() }, createElement(RouterProvider, { router })),
  );
}

const target = { kind: 'game', id: 345, label: 'Arsenal — Chelsea', sportSlug: 'football', path: '/line/sports/football/12-premier-league/345-arsenal-chelsea' } as const;

describe('favourites on the server render', () => {
  it('the star is a toggle button named by the dictionary, off until hydrated', () => {
    const html = render(createElement(FavouriteStar, target));
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain('aria-label="Add Arsenal — Chelsea to favourites"');
    expect(html).toContain('type="button"');
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"[^>]*fill="none"/);
  });

  it('in Russian too', () => {
    expect(render(createElement(FavouriteStar, target), { lang: 'ru' })).toContain('aria-label="Добавить Arsenal — Chelsea в избранное"');
  });

  it.each([false, true])('the menu is a titled card that waits for hydration (signed in: %s)', (isSignedIn) => {
    const html = render(createElement(FavouritesMenu), { isSignedIn });
    expect(html).toContain('Favourites');
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain(en.favourites.empty);
  });
});
