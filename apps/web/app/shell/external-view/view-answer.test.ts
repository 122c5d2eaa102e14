import { describe, expect, it } from 'vitest';
import { parseRemoteViewsConfig } from '@wager/contract';
import { buildViewRequest, classifyViewResponse, filterHeadElement, resolveViewAssetUrl } from './view-answer.ts';

const answer = {
  appName: 'promo-app',
  title: 'Promotions',
  codeToEval: 'window.x = 1',
  scriptsToLoad: ['/app.js'],
  head: '<meta name="description" content="d">',
  body: '<p>hi</p>',
  style: 'p{color:red}',
  cssToLoad: ['/app.css'],
};

describe('buildViewRequest (S0 §7 "Remote view")', () => {
  it('S0 §7: GET of the view URL plus the current path, with mf-render-mode json and mf-api-version v2', () => {
    const request = buildViewRequest({ url: 'https://views.example/promo/' }, '/en/promotions?tab=2');
    expect(request).toEqual({
      url: 'https://views.example/promo/en/promotions?tab=2',
      method: 'GET',
      headers: { accept: 'application/json', 'mf-render-mode': 'json', 'mf-api-version': 'v2' },
      body: undefined,
    });
  });

  it('S0 §7: force-spa when asked; a POST with { components } when components are given', () => {
    const request = buildViewRequest({ url: 'http://127.0.0.1:9000', forceSpa: true, components: ['banner', { id: 7 }] }, '/en/promotions');
    expect(request.method).toBe('POST');
    expect(request.headers['force-spa']).toBe('true');
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body ?? '')).toEqual({ components: ['banner', { id: 7 }] });
  });

  it('S0 §7: the request never leaves the configured origin, whatever the path', () => {
    expect(buildViewRequest({ url: 'https://views.example' }, '//evil.example/x').url).toBe('https://views.example//evil.example/x');
    expect(new URL(buildViewRequest({ url: 'https://views.example' }, '@evil.example').url).origin).toBe('https://views.example');
    expect(new URL(buildViewRequest({ url: 'https://views.example' }, '/../../x').url).origin).toBe('https://views.example');
  });
});

describe('classifyViewResponse (S0 §4.2, §7)', () => {
  it('S0 §7: a 200 answer of the documented shape is ready; missing optional fields read as empty', () => {
    expect(classifyViewResponse(200, answer)).toEqual({ kind: 'ready', answer: { ...answer, statusCode: undefined } });
    const minimal = classifyViewResponse(200, { body: '<p>x</p>' });
    expect(minimal.kind).toBe('ready');
    if (minimal.kind === 'ready') expect(minimal.answer.scriptsToLoad).toEqual([]);
  });

  it('S0 §4.2: a status code in the answer raises the page error; so does an HTTP 4xx or 500 from the view', () => {
    expect(classifyViewResponse(200, { ...answer, statusCode: 404 })).toEqual({ kind: 'page-error', status: 404 });
    expect(classifyViewResponse(200, { statusCode: 500 })).toEqual({ kind: 'page-error', status: 500 });
    expect(classifyViewResponse(404, null)).toEqual({ kind: 'page-error', status: 404 });
    expect(classifyViewResponse(410, null)).toEqual({ kind: 'page-error', status: 404 });
    expect(classifyViewResponse(500, { body: 'x' })).toEqual({ kind: 'page-error', status: 500 });
    expect(classifyViewResponse(200, { ...answer, statusCode: 200 }).kind).toBe('ready');
  });

  it('S0 §4.2: transient statuses and unreadable answers are failed loads, retried', () => {
    for (const status of [408, 429, 502, 503, 504]) expect(classifyViewResponse(status, null).kind).toBe('failed');
    expect(classifyViewResponse(200, undefined).kind).toBe('failed');
    expect(classifyViewResponse(200, { body: 42 }).kind).toBe('failed');
    expect(classifyViewResponse(200, { scriptsToLoad: 'a.js' }).kind).toBe('failed');
    expect(classifyViewResponse(304, null).kind).toBe('failed');
  });
});

describe('the head filter (S0 §7 head injected safely)', () => {
  const base = 'https://views.example/promo/en/promotions';
  it('S0 §7: meta, link and title survive with known attributes; meta never keeps http-equiv', () => {
    expect(filterHeadElement('META', [['name', 'description'], ['content', 'd'], ['onload', 'x()']], '', base)).toEqual({
      tag: 'meta',
      attributes: [['name', 'description'], ['content', 'd']],
    });
    expect(filterHeadElement('meta', [['http-equiv', 'refresh'], ['content', '0;url=https://evil.example']], '', base)).toEqual({
      tag: 'meta',
      attributes: [['content', '0;url=https://evil.example']],
    });
    expect(filterHeadElement('title', [], ' Promo ', base)).toEqual({ tag: 'title', attributes: [], text: 'Promo' });
  });

  it('S0 §7: links are plain resources on http(s), resolved against the view', () => {
    expect(filterHeadElement('link', [['rel', 'stylesheet'], ['href', '/a.css']], '', base)).toEqual({
      tag: 'link',
      attributes: [['rel', 'stylesheet'], ['href', 'https://views.example/a.css']],
    });
    expect(filterHeadElement('link', [['rel', 'stylesheet'], ['href', 'javascript:alert(1)']], '', base)).toBeNull();
    expect(filterHeadElement('link', [['rel', 'modulepreload'], ['href', '/a.js']], '', base)).toBeNull();
    expect(filterHeadElement('link', [['rel', 'preload'], ['as', 'script'], ['href', '/a.js']], '', base)).toBeNull();
    expect(filterHeadElement('link', [['rel', 'preload'], ['as', 'font'], ['href', '/f.woff2']], '', base)?.tag).toBe('link');
    expect(filterHeadElement('link', [['rel', 'icon']], '', base)).toBeNull();
  });

  it('S0 §7: script, style, base, iframe and anything else in the head are dropped', () => {
    for (const tag of ['script', 'style', 'base', 'iframe', 'object', 'noscript']) expect(filterHeadElement(tag, [['src', '/x']], 'x', base)).toBeNull();
  });

  it('S0 §7: asset URLs resolve against the view URL and only http(s) is loaded', () => {
    expect(resolveViewAssetUrl('app.js', base)).toBe('https://views.example/promo/en/app.js');
    expect(resolveViewAssetUrl('https://cdn.example/x.js', base)).toBe('https://cdn.example/x.js');
    expect(resolveViewAssetUrl('data:text/javascript,alert(1)', base)).toBeNull();
    expect(resolveViewAssetUrl('javascript:alert(1)', base)).toBeNull();
  });
});

describe('the remoteViews config group (S0 §4.2, §7)', () => {
  it('S0 §7: entries are read one by one; a broken entry is left out without hiding the others', () => {
    const { views, invalid } = parseRemoteViewsConfig({
      promotions: { url: 'https://views.example', forceSpa: true, retries: 2, timeoutMs: 500 },
      '/special': { url: 'javascript:alert(1)' },
      bad: { url: 'https://user:pw@views.example' },
      worse: 'https://views.example',
      tooMany: { url: 'https://views.example', retries: 99 },
    });
    expect(Object.keys(views)).toEqual(['promotions']);
    expect(invalid).toEqual(['/special', 'bad', 'worse', 'tooMany']);
    expect(parseRemoteViewsConfig(null)).toEqual({ views: {}, invalid: [] });
  });
});
