import { runInNewContext } from 'node:vm';

import { describe, expect, it } from 'vitest';

import { deferHydration, loaderScript } from './deferred-hydration.server.ts';

const NONCE = 'n0nce+/==';
const CATALOGUE_LINK =
  '<link rel="preload" as="fetch" crossorigin="anonymous" href="/i18n/de-DE.v1.json" data-after-load=""/>';
const MODULES = `;\nimport * as route0 from "/assets/root-A.js";\nwindow.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-B.js");`;
const PAGE =
  `<!DOCTYPE html><html lang="de-DE"><head><meta charSet="utf-8"/>` +
  `<link rel="modulepreload" href="/assets/entry.client-B.js" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/root-A.js?v=1&amp;x=2" nonce="${NONCE}"/>` +
  `<link rel="stylesheet" href="/assets/app.css" nonce=""/>` +
  `<link rel="preload" as="fetch" crossorigin="anonymous" href="/i18n/de-DE.v1.json" data-after-load=""/></head>` +
  `<body><main>Größe 42 – 日本語 <a href="/de-de/c/schuhe-1">Schuhe</a></main>` +
  `<script nonce="${NONCE}">window.__reactRouterContext = {"a":1};</script>` +
  `<script nonce="${NONCE}" type="module" async="">${MODULES}</script>` +
  `<script nonce="${NONCE}">window.__reactRouterContext.streamController.close();</script></body></html>`;

async function transform(chunks: Array<string | Buffer>): Promise<string> {
  const stream = deferHydration();
  const out: Buffer[] = [];
  stream.on('data', (chunk: Buffer | string) => out.push(Buffer.from(chunk)));
  const done = new Promise((resolve) => stream.on('end', resolve));
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  await done;
  return Buffer.concat(out).toString('utf8');
}

describe('deferHydration', () => {
  it('takes the module preloads out and puts a loader in the module script’s place', async () => {
    const html = await transform([PAGE]);
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).not.toContain('type="module" async');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css" nonce=""/>');
    expect(html).toContain(`<script nonce="${NONCE}">window.__reactRouterContext = {"a":1};</script>`);
    expect(html).not.toContain(CATALOGUE_LINK); // only inside the loader, as JSON
    expect(html).toContain(
      `<script nonce="${NONCE}">${loaderScript(MODULES, ['/assets/entry.client-B.js', '/assets/root-A.js?v=1&x=2'], [CATALOGUE_LINK])}</script>`,
    );
    expect(html).toContain('Größe 42 – 日本語');
    // Everything else as it was.
    const expected = PAGE.replace(/<link rel="modulepreload"[^>]*>/g, '')
      .replace(CATALOGUE_LINK, '')
      .replace(
        `<script nonce="${NONCE}" type="module" async="">${MODULES}</script>`,
        `<script nonce="${NONCE}">${loaderScript(MODULES, ['/assets/entry.client-B.js', '/assets/root-A.js?v=1&x=2'], [CATALOGUE_LINK])}</script>`,
      );
    expect(html).toBe(expected);
  });

  it('gives the same page whatever the chunks (tags and characters split anywhere)', async () => {
    const whole = await transform([PAGE]);
    const bytes = Buffer.from(PAGE, 'utf8');
    for (let cut = 1; cut < bytes.length; cut += 1) {
      expect(await transform([bytes.subarray(0, cut), bytes.subarray(cut)]), `cut at ${cut}`).toBe(whole);
    }
    const tiny = [...bytes].map((byte) => Buffer.from([byte]));
    expect(await transform(tiny)).toBe(whole);
  });

  it('keeps characters beyond ASCII in the module script as they were', async () => {
    const modules = 'import("/assets/entry.client-B.js");window.__label = "Größe – 日本語";';
    const page = PAGE.replace(MODULES, modules);
    const html = await transform([Buffer.from(page, 'utf8')]);
    expect(html).toContain(
      loaderScript(modules, ['/assets/entry.client-B.js', '/assets/root-A.js?v=1&x=2'], [CATALOGUE_LINK]),
    );
  });

  it('passes everything after the module script on untouched, however it is chunked', async () => {
    const late = `<div hidden id="S:0"><link rel="modulepreload" href="/assets/late-C.js"/><p>a < b</p></div>`;
    const page = PAGE.replace('</body>', `${late}</body>`);
    const after = page.slice(page.indexOf('</script>', page.indexOf('type="module"')) + '</script>'.length);
    const bytes = Buffer.from(page, 'utf8');
    for (const cut of [bytes.indexOf('<div hidden'), bytes.indexOf('late-C'), bytes.length - 3]) {
      const html = await transform([bytes.subarray(0, cut), bytes.subarray(cut)]);
      expect(html.slice(-after.length), `cut at ${cut}`).toBe(after);
    }
  });

  it('takes links out of the head only: the body, shown as content, is passed on as written', async () => {
    const inBody = '<pre>&lt;link rel="modulepreload"&gt;</pre><link rel="modulepreload" href="/assets/late.js"/>';
    const page = PAGE.replace('<body><main>', `<body>${inBody}<main>`);
    const html = await transform([page]);
    expect(html).toContain(inBody);
    expect(html).not.toContain('href="/assets/root-A.js?v=1&amp;x=2"');
    // The end of the head split across chunks still ends the head.
    const cut = page.indexOf('</head>') + 3;
    expect(await transform([page.slice(0, cut), page.slice(cut)])).toBe(html);
  });

  it('passes a page without module scripts through unchanged', async () => {
    const page = '<html><body><p>a < b, c > d</p><script>if (1 < 2) {}</script></body></html>';
    expect(await transform([page.slice(0, 20), page.slice(20)])).toBe(page);
  });

  it('passes a stream cut off inside the module script on as it came', async () => {
    const cut = PAGE.slice(0, PAGE.indexOf('import("/assets'));
    expect(await transform([cut])).toContain(`<script nonce="${NONCE}" type="module" async="">;\nimport * as route0`);
  });
});

describe('the loader', () => {
  function page() {
    const listeners = new Map<string, Set<() => void>>();
    const appended: Array<Record<string, string>> = [];
    const inserted: string[] = [];
    const replacedWith: Array<Record<string, string>> = [];
    const self = { nonce: NONCE, replaceWith: (node: Record<string, string>) => replacedWith.push(node) };
    const document = {
      readyState: 'interactive',
      currentScript: self,
      createElement: (tag: string) => ({ tag }),
      head: {
        append: (node: Record<string, string>) => appended.push(node),
        insertAdjacentHTML: (position: string, html: string) => inserted.push(`${position}:${html}`),
      },
    };
    const frames: Array<() => void> = [];
    const timers: Array<() => void> = [];
    const context = {
      document,
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void) => timers.push(callback),
      addEventListener: (type: string, listener: () => void) => {
        if (!listeners.has(type)) listeners.set(type, new Set());
        listeners.get(type)!.add(listener);
      },
      removeEventListener: (type: string, listener: () => void) => listeners.get(type)?.delete(listener),
    };
    runInNewContext(loaderScript(MODULES, ['/assets/entry.client-B.js'], [CATALOGUE_LINK]), context);
    const fire = (type: string) => [...(listeners.get(type) ?? [])].forEach((listener) => listener());
    const run = (queue: Array<() => void>) => queue.splice(0).forEach((callback) => callback());
    /** The next frame: its animation frame callbacks, then (after its paint) the timers they set. */
    const paint = () => {
      run(frames);
      run(timers);
    };
    return { fire, paint, frames, appended, inserted, replacedWith, listeners };
  }

  it('waits for the load event and the next paint, then preloads the modules and puts the module script in place', () => {
    const { fire, paint, frames, appended, inserted, replacedWith } = page();
    expect(frames).toHaveLength(0);
    fire('load');
    expect(frames).toHaveLength(1);
    expect(replacedWith).toHaveLength(0);
    expect(inserted).toHaveLength(0);
    paint();
    expect(appended).toEqual([{ tag: 'link', rel: 'modulepreload', href: '/assets/entry.client-B.js', nonce: NONCE }]);
    expect(inserted).toEqual([`beforeend:${CATALOGUE_LINK}`]);
    expect(replacedWith).toEqual([{ tag: 'script', type: 'module', nonce: NONCE, textContent: MODULES }]);
  });

  it('starts at the first interaction before the load event, and only once', () => {
    const { fire, paint, replacedWith, listeners } = page();
    fire('pointerdown');
    fire('keydown');
    fire('load');
    paint();
    expect(replacedWith).toHaveLength(1);
    for (const type of ['pointerdown', 'keydown', 'focusin', 'touchstart']) expect(listeners.get(type)?.size).toBe(0);
  });
});
