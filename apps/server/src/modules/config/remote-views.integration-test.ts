import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createConfigModule } from './index.ts';

describe('remote views by configuration (S0 §4.2, §7)', () => {
  let t: TestApp;
  let config: ReturnType<typeof createConfigModule>['service'];
  beforeAll(async () => {
    t = await createTestApp();
    // The operator's tool: the same database and shared cache as the app, written before any request.
    config = createConfigModule({ data: t.data, cache: t.platform.cache }).service;
    await config.setValue('remoteViews', 'promotions', { url: 'https://views.example:8443/promo', forceSpa: true, retries: 2 });
    await config.setValue('remoteViews', '/special', { url: 'https://cdn.views.example' });
    await config.setValue('remoteViews', 'broken', { url: 'javascript:alert(1)' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('S0 §7: the group is read entry by entry; a broken entry is left out', async () => {
    const views = await config.getRemoteViews();
    expect(Object.keys(views).sort()).toEqual(['/special', 'promotions']);
    expect(views.promotions).toEqual({ url: 'https://views.example:8443/promo', forceSpa: true, retries: 2 });
    expect(await config.getRemoteViewOrigins()).toEqual(expect.arrayContaining(['https://views.example:8443', 'https://cdn.views.example']));
  });

  it('S0 §7: the browser reads it from the public config group endpoint', async () => {
    const response = await t.app.inject({ url: '/bff-api/config/group/get?groups=remoteViews' });
    expect(response.statusCode).toBe(200);
    expect(response.json().remoteViews.promotions.url).toBe('https://views.example:8443/promo');
  });

  it('S0 §4.2, §7: the page CSP lets the configured view origins (and only those) be fetched and load scripts, styles and images', async () => {
    const response = await t.app.inject({ url: '/health' });
    const csp = String(response.headers['content-security-policy']);
    for (const directive of ['connect-src', 'script-src', 'style-src', 'img-src']) {
      const value = csp.split(';').find((part) => part.trim().startsWith(`${directive} `)) ?? '';
      expect(value, directive).toContain('https://views.example:8443');
      expect(value, directive).toContain('https://cdn.views.example');
      expect(value, directive).not.toContain('javascript');
    }
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('S0 §7: an operator change reaches the CSP once the process re-reads its config', async () => {
    await config.setValue('remoteViews', '/special', { url: 'https://other.example' });
    const fresh = createConfigModule({ data: t.data, cache: t.platform.cache }).service;
    expect(await fresh.getRemoteViewOrigins()).toEqual(expect.arrayContaining(['https://other.example']));
    expect(await fresh.getRemoteViewOrigins()).not.toContain('https://cdn.views.example');
  });
});
