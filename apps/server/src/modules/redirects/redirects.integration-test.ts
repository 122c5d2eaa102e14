import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RedirectLightResponse } from '@wager/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createRedirectsModule, REDIRECTS_GENERATION_KEY, type RedirectsModule } from './index.ts';

const PATH = '/redirects-api/api/v1/redirect-light';

describe('redirect check (S0 §7, §8; S1 §3)', () => {
  let t: TestApp;
  /** The operator's side, as another process would hold it: same database and shared cache. */
  let operator: RedirectsModule;
  const warn = vi.fn();

  beforeAll(async () => {
    t = await createTestApp();
    // A Redis shared by parallel test files must not hand this file's cached rules to another.
    await t.platform.cache.set(REDIRECTS_GENERATION_KEY, `test-${randomUUID()}`, 3600);
    operator = createRedirectsModule({ data: t.data, cache: t.platform.cache, log: { warn } });
  });
  afterEach(async () => {
    for (const rule of await operator.service.listRules()) await operator.service.removeRule(rule.id);
    warn.mockReset();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function check(url: unknown) {
    const response = await t.app.inject({ method: 'POST', url: PATH, payload: { url } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return RedirectLightResponse.parse(response.json());
  }

  it('S1 §3: no rule for the page: redirect false, code and url null, no reasons, no breadcrumbs', async () => {
    expect(await check('/en/live')).toEqual({ redirect: false, code: null, url: null, reasons: [], breadcrumbs: [] });
  });

  it('S0 §7, S1 §3: an exact 301 rule answers redirect, code, url, reasons, breadcrumbs; the language prefix (S0 §2.1) and query are kept', async () => {
    await operator.service.addRule({ matchKind: 'exact', from: '/promo', to: '/promotions', code: 301, reason: 'promo section renamed' });
    expect(await check('/ru/promo?ref=42')).toEqual({
      redirect: true,
      code: 301,
      url: '/ru/promotions?ref=42',
      reasons: ['promo section renamed'],
      breadcrumbs: ['/ru/promo?ref=42', '/ru/promotions?ref=42'],
    });
    // The page's absolute URL works too (only path and query count), and exact does not catch sub-paths.
    expect((await check('https://wager.example/en/promo')).url).toBe('/en/promotions');
    expect((await check('/en/promo/summer')).redirect).toBe(false);
  });

  it('S0 §2.2: a 302 prefix rule moves a section (legacy paths to current routes), keeping the rest of the path and the lng', async () => {
    await operator.service.addRule({ matchKind: 'prefix', from: '/allgamesentrance', to: '/games', code: 302, reason: 'legacy games paths' });
    expect(await check('/kk/allgamesentrance/crash/aviator')).toMatchObject({ redirect: true, code: 302, url: '/kk/games/crash/aviator' });
    expect((await check('/kk/allgamesentrances')).redirect).toBe(false);
  });

  it('a rule that is not language-aware matches the written path only and keeps its target as written', async () => {
    await operator.service.addRule({ matchKind: 'exact', from: '/en/old-offer', to: '/en/promotions', languageAware: false });
    expect(await check('/en/old-offer')).toMatchObject({ redirect: true, code: 302, url: '/en/promotions', reasons: ['redirect rule ' + (await operator.service.listRules())[0]!.id] });
    expect((await check('/ru/old-offer')).redirect).toBe(false);
  });

  it('S0 §8: an external target (the shell navigates through window location)', async () => {
    await operator.service.addRule({ matchKind: 'exact', from: '/partner', to: 'https://partner.example/landing', code: 302 });
    expect(await check('/en/partner?token=x')).toMatchObject({ redirect: true, url: 'https://partner.example/landing' });
  });

  it('a chain is followed to its end; 302 when any hop is temporary', async () => {
    await operator.service.addRule({ matchKind: 'exact', from: '/a', to: '/b', code: 301, reason: 'a to b' });
    await operator.service.addRule({ matchKind: 'exact', from: '/b', to: '/c', code: 302, reason: 'b to c' });
    expect(await check('/en/a')).toEqual({ redirect: true, code: 302, url: '/en/c', reasons: ['a to b', 'b to c'], breadcrumbs: ['/en/a', '/en/b', '/en/c'] });
  });

  it('S0 §8: a cyclic rule set answers no redirect, names the cycle, and the cyclic redirect is logged', async () => {
    await operator.service.addRule({ matchKind: 'exact', from: '/x', to: '/y', reason: 'x to y' });
    await operator.service.addRule({ matchKind: 'exact', from: '/y', to: '/x', reason: 'y to x' });
    const answer = await check('/en/x');
    expect(answer).toMatchObject({ redirect: false, code: null, url: null, breadcrumbs: ['/en/x', '/en/y', '/en/x'] });
    expect(answer.reasons).toEqual(['x to y', 'y to x', 'cyclic redirect: /en/x → /en/y → /en/x']);
    expect(warn).not.toHaveBeenCalled();
    await operator.service.check('/en/x');
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/en/x', problem: 'cycle', breadcrumbs: ['/en/x', '/en/y', '/en/x'] }),
      expect.stringContaining('cyclic redirect'),
    );
  });

  it("an operator's change is seen at once by the serving process: add, switch off, switch on, remove", async () => {
    expect((await check('/en/news-old')).redirect).toBe(false);
    const rule = await operator.service.addRule({ matchKind: 'exact', from: '/news-old', to: '/news' });
    expect((await check('/en/news-old')).url).toBe('/en/news');
    expect(await operator.service.setRuleEnabled(rule.id, false)).toBe(true);
    expect((await check('/en/news-old')).redirect).toBe(false);
    expect(await operator.service.setRuleEnabled(rule.id, true)).toBe(true);
    expect((await check('/en/news-old')).redirect).toBe(true);
    expect(await operator.service.removeRule(rule.id)).toBe(true);
    expect((await check('/en/news-old')).redirect).toBe(false);
    expect(await operator.service.removeRule(rule.id)).toBe(false);
  });

  it.each([
    ['a regular-expression rule (ReDoS: not offered)', { matchKind: 'regex', from: '/a.*', to: '/b' }, /match|regular/],
    ['a 307', { matchKind: 'exact', from: '/a', to: '/b', code: 307 }, /code/],
    ['a rule to itself', { matchKind: 'exact', from: '/a', to: '/a/' }, /itself/],
    ['a prefix rule into its own prefix', { matchKind: 'prefix', from: '/a', to: '/a/b' }, /own prefix/],
    ['a protocol-relative target (open redirect)', { matchKind: 'exact', from: '/a', to: '//evil.example' }, /internal path/],
    ['a source that is not a path', { matchKind: 'exact', from: 'a', to: '/b' }, /from is a path/],
  ])('operator: %s is refused with 400 VALIDATION_FAILED and nothing is stored', async (_case, input, message) => {
    await expect(operator.service.addRule(input as never)).rejects.toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message: expect.stringMatching(message) });
    expect(await operator.service.listRules()).toEqual([]);
  });

  it.each([
    ['no body', undefined],
    ['no url', {}],
    ['a url that is not a string', { url: 42 }],
    ['an empty url', { url: '' }],
    ['a protocol-relative url', { url: '//evil.example/x' }],
    ['a url that is neither a path nor http(s)', { url: 'javascript:alert(1)' }],
    ['a url with a control character', { url: '/en/\u0000' }],
    ['a url over 2048 characters', { url: `/${'a'.repeat(2048)}` }],
  ])('S0 §7: %s is a 400 VALIDATION_FAILED, never a 500', async (_case, payload) => {
    const response = await t.app.inject({ method: 'POST', url: PATH, ...(payload === undefined ? {} : { payload }) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('S0 §7: malformed JSON is a 400 VALIDATION_FAILED', async () => {
    const response = await t.app.inject({ method: 'POST', url: PATH, headers: { 'content-type': 'application/json' }, payload: '{"url":' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('the OpenAPI document describes the endpoint', async () => {
    const doc = (await t.app.inject({ url: '/docs/openapi.json' })).json();
    const operation = doc.paths[PATH].post;
    expect(operation.tags).toEqual(['redirects']);
    expect(operation.summary).toMatch(/S0 §7/);
    expect(Object.keys(operation.responses['200'].content['application/json'].schema.properties).sort()).toEqual(['breadcrumbs', 'code', 'reasons', 'redirect', 'url']);
  });
});
