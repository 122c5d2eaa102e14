import type { RemoteViewAnswer } from '@wager/contract';
import { EXTERNAL_VIEW_UNMOUNT_EVENT } from './match.ts';
import { filterHeadElement, resolveViewAssetUrl } from './view-answer.ts';

/** Marks every node the shell added for a view, so cleanup finds exactly those. */
const MARK = 'data-external-view-node';

/** The page's CSP nonce, as the browser keeps it on React Router's own scripts. */
export function documentNonce(): string {
  const script = document.querySelector<HTMLScriptElement>('script[nonce]');
  return script?.nonce || script?.getAttribute('nonce') || '';
}

function loadScript(src: string, nonce: string, mark: string): Promise<HTMLScriptElement> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.setAttribute(MARK, mark);
    script.nonce = nonce;
    script.async = false;
    script.src = src;
    script.addEventListener('load', () => resolve(script));
    script.addEventListener('error', () => reject(Object.assign(new Error(`remote view script failed: ${src}`), { script })));
    document.body.appendChild(script);
  });
}

/**
 * Puts a view's answer on the page (S0 §7): the allowed head tags, its title, its stylesheets and
 * style (a nonce'd <style>), its body HTML inside `container`, then its scripts in order and
 * `codeToEval`, both as script elements carrying the page nonce (never `eval`). Resolves with the
 * cleanup that removes all of it and restores the title; rejects (after cleaning up) when a
 * script fails to load, which counts as a failed try.
 */
export async function mountViewAnswer(
  answer: RemoteViewAnswer,
  options: { container: HTMLElement; viewUrl: string; nonce: string; mark: string },
): Promise<() => void> {
  const { container, viewUrl, nonce, mark } = options;
  const added: Element[] = [];
  const previousTitle = document.title;
  let appliedTitle: string | null = null;
  let cleaned = false;
  const cleanup = () => {
    if (cleaned) return;
    cleaned = true;
    window.dispatchEvent(new CustomEvent(EXTERNAL_VIEW_UNMOUNT_EVENT, { detail: { appName: answer.appName, mark } }));
    for (const node of added) node.remove();
    container.replaceChildren();
    container.removeAttribute('data-app-name');
    // Only our own title is undone: after a navigation the next page has already set its own.
    if (appliedTitle !== null && document.title === appliedTitle) document.title = previousTitle;
  };
  const addToHead = (element: Element) => {
    element.setAttribute(MARK, mark);
    document.head.appendChild(element);
    added.push(element);
  };

  try {
    // The view's head is parsed in an inert document; only filtered copies reach ours.
    let headTitle = '';
    if (answer.head) {
      const inert = new DOMParser().parseFromString(`<!doctype html><html><head>${answer.head}</head><body></body></html>`, 'text/html');
      for (const source of Array.from(inert.head.children)) {
        const attributes = Array.from(source.attributes, (attribute): [string, string] => [attribute.name, attribute.value]);
        const kept = filterHeadElement(source.tagName, attributes, source.textContent ?? '', viewUrl);
        if (!kept) continue;
        if (kept.tag === 'title') {
          headTitle = kept.text ?? '';
          continue;
        }
        const element = document.createElement(kept.tag);
        for (const [name, value] of kept.attributes) element.setAttribute(name, value);
        addToHead(element);
      }
    }
    const title = answer.title || headTitle;
    if (title) {
      document.title = title;
      appliedTitle = document.title;
    }

    for (const raw of answer.cssToLoad) {
      const href = resolveViewAssetUrl(raw, viewUrl);
      if (!href) continue;
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      addToHead(link);
    }
    if (answer.style) {
      const style = document.createElement('style');
      style.nonce = nonce;
      style.textContent = answer.style;
      addToHead(style);
    }

    // The body HTML comes only from the configured view. Scripts in it never run (innerHTML), and
    // the CSP refuses inline event handlers; the view's code runs through scriptsToLoad/codeToEval.
    container.setAttribute('data-app-name', answer.appName);
    container.innerHTML = answer.body;

    for (const raw of answer.scriptsToLoad) {
      const src = resolveViewAssetUrl(raw, viewUrl);
      if (!src) continue;
      try {
        added.push(await loadScript(src, nonce, mark));
      } catch (error) {
        const script = (error as { script?: Element }).script;
        if (script) added.push(script);
        throw error;
      }
    }
    if (answer.codeToEval) {
      const script = document.createElement('script');
      script.setAttribute(MARK, mark);
      script.nonce = nonce;
      script.textContent = answer.codeToEval;
      added.push(script);
      document.body.appendChild(script);
    }
    return cleanup;
  } catch (error) {
    cleanup();
    throw error;
  }
}
