import { Transform } from 'node:stream';

/**
 * Hydration after the page has loaded. React Router's <Scripts> asks for the page's modules straight away (module
 * preloads in the head, an inline module script importing the routes and the client entry), so on a slow
 * connection the JavaScript competes with the stylesheet, the fonts and the largest image for the first paint.
 * Every page works without JavaScript (links, GET and POST forms, #modal sections), so the modules can wait:
 * this stream transform drops the module preloads (and links marked `data-after-load`, such as the message
 * catalogue's preload) and turns the inline module script into a classic one that
 * puts the same module script in its own place once the page has loaded and painted, or at the shopper's first
 * interaction (pointer, key, focus), whichever comes first. docs/decisions/0016-hydration-after-load.md.
 *
 * The script keeps its element and position, so React hydrates the document as rendered; React re-adds the
 * preload links it renders during hydration (the modules are in the cache by then).
 */

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
/**
 * Other links the page wants only with its modules (the message catalogue's preload, root.tsx): marked
 * `data-after-load=""`, taken out of the head like the module preloads and put back as they were.
 */
const AFTER_LOAD_LINK = /<link [^>]*data-after-load=""[^>]*>/g;
const MODULE_SCRIPT_START = /^<script((?: nonce="[^"]*")?) type="module" async="">$/;
const SCRIPT_END = '</script>';
const HEAD_END = '</head>';

const HREF = / href="([^"]*)"/;

/** The classic script that stands in for the module script until the page has loaded. */
export function loaderScript(modules: string, preloads: readonly string[], links: readonly string[] = []): string {
  const json = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');
  return (
    `(()=>{const self=document.currentScript,events=["pointerdown","keydown","focusin","touchstart"];let started=false;` +
    `const start=()=>{if(started)return;started=true;for(const e of events)removeEventListener(e,start,true);` +
    // The preloads first, so the modules come in parallel rather than one import after another.
    `for(const href of ${json(preloads)}){const link=document.createElement("link");link.rel="modulepreload";` +
    `link.href=href;link.nonce=self.nonce;document.head.append(link)}` +
    (links.length > 0 ? `document.head.insertAdjacentHTML("beforeend",${json(links.join(''))});` : '') +
    `const script=document.createElement("script");script.type="module";script.nonce=self.nonce;` +
    `script.textContent=${json(modules)};self.replaceWith(script)};` +
    `for(const e of events)addEventListener(e,start,{capture:true,passive:true});` +
    // After the load event, once the next frame has been painted (a timer set in an animation frame runs after
    // it): the page's first paint, when the load event comes before it, is not held up by the modules' requests.
    `const afterPaint=()=>requestAnimationFrame(()=>setTimeout(start));` +
    `if(document.readyState==="complete")afterPaint();else addEventListener("load",afterPaint,{once:true})})();`
  );
}

export function deferHydration(): Transform {
  /** The module preloads taken out of the head, put back by the loader when it starts. */
  const preloads: string[] = [];
  /** The after-load links taken out of the head, as they were written. */
  const links: string[] = [];
  /**
   * Where the stream is: in the head (links to take out), in the body before the module script (looked for, nothing
   * changed), inside the module script (read whole), or past it: the rest of the page (streamed sections, the loader
   * data's scripts, usually most of its bytes) goes on as it comes, unread. React hoists every link it renders in
   * the shell into the head; a preload React added later would only fetch its module early.
   */
  let phase: 'head' | 'body' | 'script' | 'done' = 'head';
  /** Bytes held back: a tag not ended yet (head, body), or the module script read so far. */
  let pending: Buffer = EMPTY;
  /** The module script's start tag as sent, and its attributes (the nonce). */
  let moduleScript = { tag: '', attributes: '' };

  const withoutPreloads = (text: string) =>
    text
      .replace(MODULE_PRELOAD, (tag) => {
        const href = HREF.exec(tag)?.[1];
        if (href) preloads.push(decodeAttribute(href));
        return '';
      })
      .replace(AFTER_LOAD_LINK, (tag) => {
        links.push(tag);
        return '';
      });

  /**
   * The page's bytes are searched as bytes: the tags looked for are ASCII, and only the head and the module script
   * (a few kilobytes) become text, as latin1 (one character per byte, so every other byte comes back as it was).
   */
  const process = (chunk: Buffer, final: boolean): Buffer[] => {
    let input = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk;
    pending = EMPTY;
    const out: Buffer[] = [];
    for (;;) {
      if (phase === 'done') {
        if (input.length > 0) out.push(input);
        return out;
      }
      if (phase === 'script') {
        const end = input.indexOf(SCRIPT_END);
        if (end < 0) {
          // A stream cut off inside the module script (an aborted render) is passed on as it came.
          if (final) out.push(Buffer.from(moduleScript.tag, 'latin1'), input);
          else pending = input;
          return out;
        }
        const modules = input.subarray(0, end).toString('latin1');
        const loader = loaderScript(modules, preloads, links);
        out.push(Buffer.from(`<script${moduleScript.attributes}>${loader}${SCRIPT_END}`, 'latin1'));
        input = input.subarray(end + SCRIPT_END.length);
        phase = 'done';
        continue;
      }
      if (phase === 'head') {
        const headEnd = input.indexOf(HEAD_END);
        if (headEnd < 0) {
          const ready = final ? input : holdBackOpenTag(input);
          out.push(Buffer.from(withoutPreloads(ready.toString('latin1')), 'latin1'));
          return out;
        }
        const cut = headEnd + HEAD_END.length;
        out.push(Buffer.from(withoutPreloads(input.subarray(0, cut).toString('latin1')), 'latin1'));
        input = input.subarray(cut);
        phase = 'body';
        continue;
      }
      // The body: find the module script's start tag; everything before it goes on unchanged.
      const start = findModuleScript(input);
      if (start === null || start.partial) {
        const ready = final ? input : start ? holdBack(input, start.index) : holdBackOpenTag(input);
        if (ready.length > 0) out.push(ready);
        return out;
      }
      if (start.index > 0) out.push(input.subarray(0, start.index));
      moduleScript = { tag: start.tag, attributes: start.attributes };
      input = input.subarray(start.index + start.tag.length);
      phase = 'script';
    }
  };

  /** `input` without a tag at its end that has not ended yet (kept in `pending` for the next chunk). */
  const holdBackOpenTag = (input: Buffer): Buffer => {
    const lastOpen = input.lastIndexOf(LESS_THAN);
    return lastOpen >= 0 && input.indexOf(GREATER_THAN, lastOpen) < 0 ? holdBack(input, lastOpen) : input;
  };
  const holdBack = (input: Buffer, from: number): Buffer => {
    pending = input.subarray(from);
    return input.subarray(0, from);
  };

  return new Transform({
    transform(chunk: Buffer | string, encoding, callback) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk;
      if (phase === 'done') return callback(null, bytes);
      for (const piece of process(bytes, false)) this.push(piece);
      callback();
    },
    flush(callback) {
      for (const piece of process(EMPTY, true)) this.push(piece);
      callback();
    },
  });
}

const EMPTY = Buffer.alloc(0);
const LESS_THAN = 0x3c;
const GREATER_THAN = 0x3e;
const SCRIPT_START = '<script';

/**
 * The first module script's start tag in `input`: where it is, as sent, and its attributes; `partial` when a
 * `<script` start tag at the end has not ended yet (it may be the one); null when there is none.
 */
function findModuleScript(
  input: Buffer,
): { index: number; tag: string; attributes: string; partial: false } | { index: number; partial: true } | null {
  for (let from = 0; ;) {
    const index = input.indexOf(SCRIPT_START, from);
    if (index < 0) return null;
    const close = input.indexOf(GREATER_THAN, index);
    if (close < 0) return { index, partial: true };
    const tag = input.subarray(index, close + 1).toString('latin1');
    const match = MODULE_SCRIPT_START.exec(tag);
    if (match) return { index, tag, attributes: match[1] ?? '', partial: false };
    from = close + 1;
  }
}

/** An attribute value as React escapes it (`&amp;`, `&quot;`, `&#x27;`, `&lt;`, `&gt;`), unescaped. */
function decodeAttribute(value: string): string {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}
