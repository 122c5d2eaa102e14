import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentPage, RuleChapter, RulesIndex } from '@wager/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { CYRILLIC, INFORMATION_SLUGS } from './internal/seed/expected-pages.ts';

describe('information pages and betting rules (S0 §2.2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string) => t.app.inject({ url });

  it('S0 §2.2: every information page exists in English and Russian, with several sections of real text', async () => {
    for (const slug of INFORMATION_SLUGS) {
      for (const lng of ['en', 'ru']) {
        const response = await get(`/web-api/content/pages/${slug}?lng=${lng}`);
        expect(response.statusCode, `${slug} ${lng}`).toBe(200);
        const page = ContentPage.parse(response.json());
        expect(page).toMatchObject({ slug, language: lng });
        expect(page.title.length).toBeGreaterThan(2);
        expect(page.summary.length, `${slug} ${lng} summary`).toBeGreaterThan(30);
        expect(page.body.filter((block) => block.type === 'heading').length, `${slug} ${lng} sections`).toBeGreaterThanOrEqual(2);
        const text = page.body.map((block) => (block.type === 'list' ? block.items.join(' ') : block.type === 'contact' ? block.value : block.text)).join(' ');
        expect(CYRILLIC.test(text), `${slug} ${lng} language`).toBe(lng === 'ru');
      }
    }
  });

  it("beyond the spec: contacts are placeholders marked as the operator's to fill, with safe links", async () => {
    const page = ContentPage.parse((await get('/web-api/content/pages/contacts?lng=en')).json());
    const contacts = page.body.filter((block) => block.type === 'contact');
    expect(contacts).toContainEqual({ type: 'contact', label: 'E-mail', value: 'support@example.com', href: 'mailto:support@example.com' });
    expect(JSON.stringify(page.body)).toContain('operator');
  });

  it('beyond the spec: responsible gaming points to the office tools and to help organisations', async () => {
    const page = ContentPage.parse((await get('/web-api/content/pages/responsiblegaming?lng=en')).json());
    const text = JSON.stringify(page.body);
    expect(text).toContain('Tools in your personal office');
    expect(text).toMatch(/Self-exclusion/);
    expect(text).toContain('Where to find help');
  });

  it('S0 §1: kk, uk and az read the Russian text; other languages and no language read the English', async () => {
    const title = async (lng?: string) => (await get(`/web-api/content/pages/about${lng ? `?lng=${lng}` : ''}`)).json();
    for (const lng of ['kk', 'uk', 'az']) expect(await title(lng)).toMatchObject({ language: 'ru', title: 'О нас' });
    for (const lng of ['de', 'tr', undefined]) expect(await title(lng)).toMatchObject({ language: 'en', title: 'About us' });
  });

  it('S0 §2.2: an unknown page is 404 NOT_FOUND; a malformed slug or language is a 400, never a 500', async () => {
    const unknown = await get('/web-api/content/pages/no-such-page?lng=en');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
    expect((await get('/web-api/content/pages/about?lng=english')).statusCode).toBe(400);
    expect((await get(`/web-api/content/pages/${'x'.repeat(65)}`)).statusCode).toBe(400);
    expect((await get('/web-api/content/pages/..%2Fetc')).statusCode).toBe(400);
  });

  it('S0 §2.2 information/rules: groups with their chapter titles in order, the same structure in both languages', async () => {
    const en = RulesIndex.parse((await get('/web-api/content/rules?lng=en')).json());
    const ru = RulesIndex.parse((await get('/web-api/content/rules?lng=ru')).json());
    expect(en.groups.map((group) => group.title)).toEqual(['General rules', 'Football', 'Tennis', 'Basketball', 'Ice hockey', 'Live betting', 'Casino']);
    expect(ru.groups[0]!.title).toBe('Общие правила');
    const shape = (index: RulesIndex) => index.groups.map((group) => [group.groupId, group.chapters.map((chapter) => chapter.chapterId)]);
    expect(shape(ru)).toEqual(shape(en));
    for (const group of en.groups) {
      expect(group.chapters.length, group.title).toBeGreaterThanOrEqual(2);
      expect(group.chapters.length, group.title).toBeLessThanOrEqual(6);
      expect(group.chapters.map((chapter) => chapter.chapterId)).toEqual(group.chapters.map((_, index) => index + 1));
    }
    const general = en.groups[0]!.chapters.map((chapter) => chapter.title).join(' | ');
    for (const topic of ['Settlement', 'Void', 'Obvious errors', 'Accumulators', 'maximum payout']) expect(general).toContain(topic);
  });

  it("S0 §2.2 information/rules/{ruleGroup}/{chapter}: a chapter's text; an unknown group or chapter is 404, a non-number 400", async () => {
    const response = await get('/web-api/content/rules/2/2?lng=ru');
    expect(response.statusCode).toBe(200);
    expect(RuleChapter.parse(response.json())).toMatchObject({ groupId: 2, chapterId: 2, language: 'ru', groupTitle: 'Футбол', title: 'Форы и тоталы' });
    for (const path of ['99/1', '1/99']) {
      const missing = await get(`/web-api/content/rules/${path}?lng=en`);
      expect(missing.statusCode, path).toBe(404);
      expect(missing.json().error.code).toBe('NOT_FOUND');
    }
    expect((await get('/web-api/content/rules/one/1')).statusCode).toBe(400);
  });

  it("beyond the spec: the seed is idempotent and never overwrites an operator's edit", async () => {
    const countRows = async () => {
      const pages = await Promise.all(INFORMATION_SLUGS.map(async (slug) => (await get(`/web-api/content/pages/${slug}?lng=ru`)).statusCode));
      const rules = RulesIndex.parse((await get('/web-api/content/rules?lng=en')).json());
      return { pages: pages.filter((status) => status === 200).length, chapters: rules.groups.flatMap((group) => group.chapters).length };
    };
    const before = await countRows();
    await t.app.operator.content.setPage('about', 'en', {
      title: 'About Acme Bet',
      summary: 'Acme Bet, since 2031.',
      body: [{ type: 'paragraph', text: 'Our own words.' }],
    });
    const { seedDemo } = await import('./index.ts').then(({ createContentModule }) => createContentModule({ data: t.data }).service);
    await seedDemo();
    await seedDemo();
    expect(await countRows()).toEqual(before);
    const edited = ContentPage.parse((await get('/web-api/content/pages/about?lng=en')).json());
    expect(edited).toMatchObject({ title: 'About Acme Bet', summary: 'Acme Bet, since 2031.', body: [{ type: 'paragraph', text: 'Our own words.' }] });
    // The other language keeps the seeded text.
    expect((await get('/web-api/content/pages/about?lng=ru')).json().title).toBe('О нас');
  });

  it('beyond the spec: the OpenAPI document lists the content endpoints', async () => {
    const paths = Object.keys((await get('/docs/openapi.json')).json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/web-api/content/pages/{slug}', '/web-api/content/rules', '/web-api/content/rules/{groupId}/{chapterId}']));
  });
});
