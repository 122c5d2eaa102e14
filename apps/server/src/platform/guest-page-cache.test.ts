import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createGuestPageCache, type GuestPageRequest, type RenderedPage } from './guest-page-cache.ts';

const guest = (overrides: Partial<GuestPageRequest> = {}): GuestPageRequest => ({
  method: 'GET',
  url: '/en',
  cookies: {},
  acceptLanguage: 'en',
  isBot: false,
  ...overrides,
});

function renderer(status = 200, setCookie = false) {
  let renders = 0;
  return {
    get renders() {
      return renders;
    },
    render(nonce: string) {
      return async (): Promise<RenderedPage> => {
        renders++;
        const headers: [string, string][] = [['content-type', 'text/html']];
        if (setCookie) headers.push(['set-cookie', 'a=b']);
        return { status, headers, body: Buffer.from(`<script nonce="${nonce}">${renders}</script>`), nonce };
      };
    },
  };
}

describe('guest page cache', () => {
  it('renders a page once for concurrent guests and gives each answer its own nonce', async () => {
    const cache = createGuestPageCache({ ttlMs: 2000, renderCookies: ['theme'] });
    const r = renderer();
    const [a, b] = await Promise.all([
      cache.serve(guest(), 'nonceA', r.render('nonceA')),
      cache.serve(guest(), 'nonceB', r.render('nonceB')),
    ]);
    expect(r.renders).toBe(1);
    expect(a.body.toString()).toBe('<script nonce="nonceA">1</script>');
    expect(b.body.toString()).toBe('<script nonce="nonceB">1</script>');
    // The answer from the cache also comes gzipped from pieces deflated once, with its own nonce.
    expect(gunzipSync(b.gzip!()).toString()).toBe('<script nonce="nonceB">1</script>');
  });

  it('keeps pages apart by display cookies and never serves a signed-in player from it', async () => {
    const cache = createGuestPageCache({ ttlMs: 2000, renderCookies: ['theme'] });
    const r = renderer();
    await cache.serve(guest(), 'n1', r.render('n1'));
    await cache.serve(guest({ cookies: { theme: '1' } }), 'n2', r.render('n2'));
    expect(r.renders).toBe(2);
    expect(cache.accepts(guest({ cookies: { user_token: 'secret' } }))).toBe(false);
    expect(cache.accepts(guest({ method: 'POST' }))).toBe(false);
  });

  it('decision 018: guests of different countries (the trusted header) get their own pages, casino availability differs', async () => {
    const cache = createGuestPageCache({ ttlMs: 2000, renderCookies: ['theme'] });
    const r = renderer();
    await cache.serve(guest({ url: '/en/casino', country: 'GB' }), 'n1', r.render('n1'));
    await cache.serve(guest({ url: '/en/casino', country: 'DE' }), 'n2', r.render('n2'));
    await cache.serve(guest({ url: '/en/casino', country: 'GB' }), 'n3', r.render('n3'));
    expect(r.renders).toBe(2);
  });

  it('does not keep errors or answers that set cookies; a waiting guest renders its own', async () => {
    const cache = createGuestPageCache({ ttlMs: 2000, renderCookies: [] });
    const notFound = renderer(404);
    const [a, b] = await Promise.all([
      cache.serve(guest({ url: '/en/nope' }), 'x', notFound.render('x')),
      cache.serve(guest({ url: '/en/nope' }), 'y', notFound.render('y')),
    ]);
    expect(a.status).toBe(404);
    expect(b.body.toString()).toContain('nonce="y"');
    const withCookie = renderer(200, true);
    await cache.serve(guest({ url: '/en/c' }), 'p', withCookie.render('p'));
    await cache.serve(guest({ url: '/en/c' }), 'q', withCookie.render('q'));
    expect(withCookie.renders).toBe(2);
  });

  it('renders again once the time to live has passed, and not at all when disabled', async () => {
    let now = 0;
    const cache = createGuestPageCache({ ttlMs: 2000, renderCookies: [], nowMs: () => now });
    const r = renderer();
    await cache.serve(guest(), 'a', r.render('a'));
    now = 1999;
    await cache.serve(guest(), 'b', r.render('b'));
    now = 2000;
    await cache.serve(guest(), 'c', r.render('c'));
    expect(r.renders).toBe(2);
    expect(createGuestPageCache({ ttlMs: 0, renderCookies: [] }).accepts(guest())).toBe(false);
  });
});
