import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BlockCheckResponse, type BlockRuleInput } from '@wager/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createBrowser, randomIp, registerByEmail } from '../identity/identity.test-support.ts';
import { BLOCKS_GENERATION_KEY, createBlocksModule, type BlocksModule } from './index.ts';

const PATH = '/blocks-api/api/v2/block';
const HOUR = 3_600_000;

interface CallOptions {
  auth?: boolean;
  ip?: string;
  headers?: Record<string, string>;
}

async function isolate(t: TestApp): Promise<BlocksModule> {
  // A Redis shared by parallel test files must not hand this file's cached rules to another.
  await t.platform.cache.set(BLOCKS_GENERATION_KEY, `test-${randomUUID()}`, 3600);
  // The operator's side, as another process would hold it: same database and shared cache.
  return createBlocksModule({ data: t.data, cache: t.platform.cache, countryHeader: null });
}

function caller(t: () => TestApp) {
  return async function check(url: string, options: CallOptions = {}) {
    const response = await t().app.inject({
      method: 'POST',
      url: PATH,
      remoteAddress: options.ip ?? randomIp(),
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0', ...options.headers },
      payload: { auth: options.auth ?? false, url },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return BlockCheckResponse.parse(response.json()).data;
  };
}

describe('block check (S0 §4.5, §7; S1 §3)', () => {
  let t: TestApp;
  let operator: BlocksModule;
  let offsetMs = 0;
  // The clock of time windows (and of identity: tests move it forward).
  const now = () => Date.now() + offsetMs;
  const check = caller(() => t);
  const addRule = (input: BlockRuleInput) => operator.service.addRule(input);

  beforeAll(async () => {
    t = await createTestApp({ identity: { nowMs: now } });
    operator = await isolate(t);
  });
  afterEach(async () => {
    offsetMs = 0;
    for (const rule of await operator.service.listRules()) await operator.service.removeRule(rule.id);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('S1 §3: nobody blocked: data with isBlocked false, null reason, displayTypeId and templateTypeId; the shell stays', async () => {
    expect(await check('/en/live')).toEqual({ isBlocked: false, reasonCode: null, displayTypeId: null, templateTypeId: null, page: null, redirectUrl: null });
  });

  it.each([
    [16, 'suspension'],
    [1, 'block'],
    [2, 'block'],
    [3, 'block'],
    [5, 'block'],
    [14, 'block'],
    [13, 'block-ua'],
    [17, 'block-ie'],
    [8, 'coming-soon'],
  ])('S0 §4.5: reason %i sends the visitor to %s, under the language prefix; displayTypeId and templateTypeId come from the rule (S1 §3)', async (reasonCode, page) => {
    await addRule({ reasonCode, kind: 'all', displayTypeId: 2, templateTypeId: 7 });
    expect(await check('/ru/casino?ref=1')).toEqual({ isBlocked: true, reasonCode, displayTypeId: 2, templateTypeId: 7, page, redirectUrl: `/ru/${page}` });
    // Already on that page: stay.
    expect(await check(`/ru/${page}`)).toMatchObject({ isBlocked: true, page, redirectUrl: null });
  });

  it('S0 §4.5: reason 4 sends the visitor to site-updates with the original path kept in the query', async () => {
    await addRule({ reasonCode: 4, kind: 'all' });
    expect(await check('/en/live/football?ref=7')).toMatchObject({
      isBlocked: true,
      reasonCode: 4,
      page: 'site-updates',
      redirectUrl: '/en/site-updates?returnUrl=%2Fen%2Flive%2Ffootball%3Fref%3D7',
    });
  });

  it('S0 §4.5: a visitor on a block page with no matching reason is sent away (home, or back to the path site-updates kept)', async () => {
    expect(await check('/en/block')).toMatchObject({ isBlocked: false, redirectUrl: '/en' });
    expect(await check('/ru/coming-soon')).toMatchObject({ isBlocked: false, redirectUrl: '/ru' });
    expect(await check('/en/site-updates?returnUrl=%2Fen%2Flive')).toMatchObject({ isBlocked: false, redirectUrl: '/en/live' });
    // Blocked for another reason than the page's: sent to the right page.
    await addRule({ reasonCode: 16, kind: 'all' });
    expect(await check('/en/block')).toMatchObject({ isBlocked: true, redirectUrl: '/en/suspension' });
  });

  it('the page may be given as its absolute URL; only its path and query count', async () => {
    await addRule({ reasonCode: 1, kind: 'all' });
    expect(await check('https://wager.example/kk/live')).toMatchObject({ redirectUrl: '/kk/block' });
  });

  it('country rules: without a configured trusted header the country header is ignored (any client could send it)', async () => {
    await addRule({ reasonCode: 2, kind: 'country', value: 'gb' });
    expect(await check('/en', { headers: { 'cf-ipcountry': 'GB' } })).toMatchObject({ isBlocked: false });
  });

  it('IPv4 CIDR rule: the client address (the socket, or X-Forwarded-For from a trusted proxy)', async () => {
    await addRule({ reasonCode: 3, kind: 'ip_range', value: '203.0.113.0/24' });
    expect(await check('/en', { ip: '203.0.113.77' })).toMatchObject({ isBlocked: true, reasonCode: 3, page: 'block' });
    expect(await check('/en', { ip: '203.0.114.1' })).toMatchObject({ isBlocked: false });
    // A dual-stack socket reports an IPv4 client as IPv4-mapped IPv6.
    expect(await check('/en', { ip: '::ffff:203.0.113.5' })).toMatchObject({ isBlocked: true });
    // test-app plays a TLS proxy (trustProxy): the client is the forwarded address.
    expect(await check('/en', { ip: '10.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } })).toMatchObject({ isBlocked: true });
  });

  it('IPv6 CIDR rule', async () => {
    await addRule({ reasonCode: 5, kind: 'ip_range', value: '2001:db8:abcd::/48' });
    expect(await check('/en', { ip: '2001:db8:abcd:12::1' })).toMatchObject({ isBlocked: true, reasonCode: 5 });
    expect(await check('/en', { ip: '2001:db8:abce::1' })).toMatchObject({ isBlocked: false });
    expect(await check('/en', { ip: '10.0.0.1', headers: { 'x-forwarded-for': '2001:db8:abcd::99' } })).toMatchObject({ isBlocked: true });
  });

  it('S0 §4.5: user-agent rules: reason 17 (block-ie) by substring, 13 (block-ua) by pattern', async () => {
    await addRule({ reasonCode: 17, kind: 'user_agent', value: 'Trident/' });
    await addRule({ reasonCode: 13, kind: 'user_agent', value: 'curl/*' });
    expect(await check('/en', { headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko' } })).toMatchObject({
      reasonCode: 17,
      redirectUrl: '/en/block-ie',
    });
    expect(await check('/en', { headers: { 'user-agent': 'curl/8.5.0' } })).toMatchObject({ reasonCode: 13, redirectUrl: '/en/block-ua' });
    expect(await check('/en')).toMatchObject({ isBlocked: false });
  });

  it('S0 §4.5: time-window rule (site-updates from its start until before its end), by the injected clock', async () => {
    const start = Date.now() + HOUR;
    await addRule({ reasonCode: 4, kind: 'time_window', startsAt: new Date(start), endsAt: new Date(start + HOUR) });
    expect(await check('/en/live')).toMatchObject({ isBlocked: false });
    offsetMs = 1.5 * HOUR;
    expect(await check('/en/live')).toMatchObject({ isBlocked: true, reasonCode: 4, page: 'site-updates' });
    offsetMs = 2 * HOUR + 60_000;
    expect(await check('/en/live')).toMatchObject({ isBlocked: false });
    // Over: the visitor still on site-updates goes back to where they were.
    expect(await check('/en/site-updates?returnUrl=%2Fen%2Flive')).toMatchObject({ redirectUrl: '/en/live' });
  });

  it('guests vs signed-in rules: the session counts, and so does the shell\'s auth flag', async () => {
    await addRule({ reasonCode: 16, kind: 'all', audience: 'signed_in' });
    expect(await check('/en/office', { auth: false })).toMatchObject({ isBlocked: false });
    expect(await check('/en/office', { auth: true })).toMatchObject({ isBlocked: true, reasonCode: 16 });
    const browser = createBrowser(t.app);
    await registerByEmail(browser);
    // A valid session is signed in even if the flag says otherwise.
    const signedIn = await browser.post(PATH, { auth: false, url: '/en/office' });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data).toMatchObject({ isBlocked: true, reasonCode: 16, redirectUrl: '/en/suspension' });

    await operator.service.removeRule((await operator.service.listRules())[0]!.id);
    await addRule({ reasonCode: 8, kind: 'all', audience: 'guests' });
    expect((await browser.post(PATH, { auth: true, url: '/en' })).json().data).toMatchObject({ isBlocked: false });
    expect(await check('/en', { auth: false })).toMatchObject({ isBlocked: true, reasonCode: 8, redirectUrl: '/en/coming-soon' });
  });

  it('several rules match: the highest priority wins, then the oldest', async () => {
    await addRule({ reasonCode: 1, kind: 'all' });
    await addRule({ reasonCode: 2, kind: 'all' });
    expect(await check('/en')).toMatchObject({ reasonCode: 1 });
    await addRule({ reasonCode: 16, kind: 'all', priority: 10 });
    expect(await check('/en')).toMatchObject({ reasonCode: 16 });
  });

  it("an operator's change is seen at once by the serving process: add, switch off, switch on, remove", async () => {
    expect(await check('/en')).toMatchObject({ isBlocked: false });
    const rule = await addRule({ reasonCode: 8, kind: 'all', note: 'launch next week' });
    expect(rule).toMatchObject({ reasonCode: 8, kind: 'all', audience: 'both', enabled: true, note: 'launch next week' });
    expect(await check('/en')).toMatchObject({ isBlocked: true, page: 'coming-soon' });
    expect(await operator.service.setRuleEnabled(rule.id, false)).toBe(true);
    expect(await check('/en')).toMatchObject({ isBlocked: false });
    expect(await operator.service.setRuleEnabled(rule.id, true)).toBe(true);
    expect(await check('/en')).toMatchObject({ isBlocked: true });
    expect(await operator.service.removeRule(rule.id)).toBe(true);
    expect(await check('/en')).toMatchObject({ isBlocked: false });
    expect(await operator.service.removeRule(rule.id)).toBe(false);
  });

  it.each([
    ['a reason code without a page in S0 §4.5', { reasonCode: 7, kind: 'all' }, /reason code 7/],
    ['a country that is not an ISO code', { reasonCode: 1, kind: 'country', value: 'Russia' }, /two-letter/],
    ['a CIDR range that is not one', { reasonCode: 1, kind: 'ip_range', value: '10.0.0.0/33' }, /CIDR/],
    ['a user-agent rule that catches everyone', { reasonCode: 13, kind: 'user_agent', value: '*' }, /substring/],
    ['a time window without its end', { reasonCode: 4, kind: 'time_window', startsAt: new Date() }, /start and end/],
    ['a window ending before it starts', { reasonCode: 4, kind: 'all', startsAt: new Date(2000), endsAt: new Date(1000) }, /start before/],
    ['an unknown kind', { reasonCode: 1, kind: 'asn', value: '64500' }, /kind/],
    ['an unknown audience', { reasonCode: 1, kind: 'all', audience: 'bots' }, /audience/],
  ])('operator: %s is refused with 400 VALIDATION_FAILED and nothing is stored', async (_case, input, message) => {
    await expect(addRule(input as never)).rejects.toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message: expect.stringMatching(message) });
    expect(await operator.service.listRules()).toEqual([]);
  });

  it.each([
    ['no body', undefined],
    ['no auth flag', { url: '/en' }],
    ['an auth flag that is not a boolean', { auth: 'yes', url: '/en' }],
    ['no url', { auth: false }],
    ['a protocol-relative url', { auth: false, url: '//evil.example/' }],
    ['a url that is neither a path nor http(s)', { auth: false, url: 'data:text/html,x' }],
    ['a url over 2048 characters', { auth: false, url: `/${'a'.repeat(2048)}` }],
  ])('S0 §7: %s is a 400 VALIDATION_FAILED, never a 500', async (_case, payload) => {
    const response = await t.app.inject({ method: 'POST', url: PATH, ...(payload === undefined ? {} : { payload }) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('the OpenAPI document describes the endpoint', async () => {
    const doc = (await t.app.inject({ url: '/docs/openapi.json' })).json();
    const operation = doc.paths[PATH].post;
    expect(operation.tags).toEqual(['blocks']);
    expect(operation.summary).toMatch(/S0 §4\.5/);
    expect(Object.keys(operation.requestBody.content['application/json'].schema.properties).sort()).toEqual(['auth', 'url']);
    const data = operation.responses['200'].content['application/json'].schema.properties.data;
    expect(data.required).toEqual(expect.arrayContaining(['displayTypeId', 'templateTypeId']));
  });
});

describe('block check by country from the trusted header (S0 §4.5, §7; the country rule kind is beyond the spec: GEO_COUNTRY_HEADER)', () => {
  let t: TestApp;
  let operator: BlocksModule;
  const check = caller(() => t);

  beforeAll(async () => {
    vi.stubEnv('GEO_COUNTRY_HEADER', 'CF-IPCountry');
    t = await createTestApp();
    vi.unstubAllEnvs();
    operator = await isolate(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a country rule catches visitors whose trusted header names the country, any case; others and a missing header pass', async () => {
    await operator.service.addRule({ reasonCode: 2, kind: 'country', value: 'gb' });
    expect(await check('/en', { headers: { 'cf-ipcountry': 'GB' } })).toMatchObject({ isBlocked: true, reasonCode: 2, redirectUrl: '/en/block' });
    expect(await check('/en', { headers: { 'cf-ipcountry': 'gb' } })).toMatchObject({ isBlocked: true });
    expect(await check('/en', { headers: { 'cf-ipcountry': 'FR' } })).toMatchObject({ isBlocked: false });
    expect(await check('/en')).toMatchObject({ isBlocked: false });
    // Cloudflare's T1 (Tor) and other non-codes are an unknown country.
    expect(await check('/en', { headers: { 'cf-ipcountry': 'T1' } })).toMatchObject({ isBlocked: false });
    // Another header is not trusted.
    expect(await check('/en', { headers: { 'x-country': 'GB' } })).toMatchObject({ isBlocked: false });
  });

  it('a header name that is not one is refused at start-up', () => {
    expect(() => createBlocksModule({ data: t.data, cache: t.platform.cache, env: { GEO_COUNTRY_HEADER: 'bad header\n' } })).toThrow(/GEO_COUNTRY_HEADER/);
    expect(createBlocksModule({ data: t.data, cache: t.platform.cache, env: {} }).countryHeader).toBeNull();
  });
});
