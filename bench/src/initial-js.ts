import { gzipSync } from 'node:zlib';

/** zlib's default, and what @fastify/compress uses when no level is configured. */
export const GZIP_LEVEL = 6;

export interface JsAsset {
  url: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface InitialJs {
  assets: JsAsset[];
  totalRawBytes: number;
  totalGzipBytes: number;
}

function attribute(tagAttributes: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(tagAttributes);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/**
 * The JavaScript a first visit must load before hydration: every `<link rel="modulepreload">`
 * plus whatever the module scripts import (React Router's inline script imports the manifest
 * and route modules and dynamically imports the client entry). Same-origin .js URLs, deduplicated.
 */
export function findInitialScripts(html: string, pageUrl: string): string[] {
  const found = new Set<string>();
  const add = (specifier: string) => {
    const url = new URL(specifier, pageUrl);
    if (url.origin === new URL(pageUrl).origin && /\.m?js$/.test(url.pathname)) found.add(url.href);
  };
  for (const [, attrs = ''] of html.matchAll(/<link\b([^>]*)>/gi)) {
    const rel = attribute(attrs, 'rel')?.toLowerCase().split(/\s+/) ?? [];
    const href = attribute(attrs, 'href');
    if (rel.includes('modulepreload') && href) add(href);
  }
  for (const [, attrs = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (attribute(attrs, 'type') !== 'module') continue;
    const src = attribute(attrs, 'src');
    if (src) add(src);
    // Static `import "x"`, `... from "x"` and dynamic `import("x")`.
    for (const [, , specifier = ''] of body.matchAll(/\b(?:import|from)\s*\(?\s*(["'])([^"']+)\1/g)) add(specifier);
  }
  return [...found];
}

/** Fetches each asset once, uncompressed, and gzips it here so the figure does not depend on the server's encoder. */
export async function measureInitialJs(html: string, pageUrl: string): Promise<InitialJs> {
  const assets: JsAsset[] = [];
  for (const url of findInitialScripts(html, pageUrl)) {
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    assets.push({ url: new URL(url).pathname, rawBytes: bytes.length, gzipBytes: gzipSync(bytes, { level: GZIP_LEVEL }).length });
  }
  return {
    assets,
    totalRawBytes: assets.reduce((sum, asset) => sum + asset.rawBytes, 0),
    totalGzipBytes: assets.reduce((sum, asset) => sum + asset.gzipBytes, 0),
  };
}
