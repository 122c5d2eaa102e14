import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const SYSTEM_CHROMIUMS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/**
 * `CHROMIUM_FALLBACK=sparticuz` forces the Chromium of the @sparticuz/chromium package, even where
 * CHROMIUM_PATH or a system Chromium exists: the browser a fresh clone without one gets (CI uses it).
 */
export function forcedFallback(value = process.env.CHROMIUM_FALLBACK): boolean {
  if (value === undefined || value === '') return false;
  if (value === 'sparticuz') return true;
  throw new Error(`CHROMIUM_FALLBACK=${value}: the only value is "sparticuz"`);
}

/** CHROMIUM_PATH, else a system Chromium, else the one the @sparticuz/chromium package ships. */
export async function chromiumExecutable(): Promise<{ path: string; extraArgs: string[] }> {
  if (!forcedFallback()) {
    const fromEnv = process.env.CHROMIUM_PATH;
    if (fromEnv) return { path: fromEnv, extraArgs: [] };
    const system = SYSTEM_CHROMIUMS.find((path) => existsSync(path));
    if (system) return { path: system, extraArgs: [] };
  }
  // Unpacks a headless Chromium build (and the libraries it needs) into /tmp on first use.
  const sparticuz = (await import('@sparticuz/chromium')).default;
  // Its args are made for one-shot serverless runs: in --single-process mode the browser dies
  // when the first context closes, and every later test of a file fails (seen here).
  const serverlessOnly = new Set(['--single-process', '--no-zygote']);
  return { path: await sparticuz.executablePath(), extraArgs: sparticuz.args.filter((arg) => !serverlessOnly.has(arg)) };
}

/**
 * How long a Playwright action or wait may take before it fails (its default is 30 s). A wait ends as
 * soon as its condition holds; this bound only has to outlast a 2-core machine shared with other
 * work, where the site's argon2 hashing and the captcha's proof of work run many times slower.
 */
export const E2E_WAIT_MS = 60_000;

export async function launchBrowser(): Promise<Browser> {
  const browser = await launchChromium();
  // Every context gets the bound, however a test creates it (newContext, newPlayerContext, its own).
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(E2E_WAIT_MS);
    context.setDefaultNavigationTimeout(E2E_WAIT_MS);
    return context;
  };
  return browser;
}

async function launchChromium(): Promise<Browser> {
  const { path, extraArgs } = await chromiumExecutable();
  return chromium.launch({
    executablePath: path,
    headless: true,
    // The machine has no network but loopback: keep Chromium from calling home.
    args: [
      ...extraArgs,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}
