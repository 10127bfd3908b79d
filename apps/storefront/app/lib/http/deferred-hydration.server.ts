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
const MODULE_SCRIPT_START = /<script((?: nonce="[^"]*")?) type="module" async="">/;
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
  let pending = '';
  /** The module preloads taken out of the head, put back by the loader when it starts. */
  const preloads: string[] = [];
  /** The after-load links taken out of the head, as they were written. */
  const links: string[] = [];
  /** Inside the module script: its start tag as sent, its attributes (the nonce) and the content read so far. */
  let moduleScript: { tag: string; attributes: string; content: string } | null = null;
  /**
   * The module script has been replaced: the rest of the page (streamed sections, the loader data's scripts,
   * usually most of its bytes) goes on as it comes, unread. React Router renders every module preload in the shell,
   * before its script; a preload React added later would only fetch its module early.
   */
  let done = false;
  /** Before the end of the head, where the links to take out are. */
  let inHead = true;

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

  const process = (text: string, final: boolean): string => {
    let input = pending + text;
    pending = '';
    let output = '';
    for (;;) {
      if (moduleScript) {
        const end = input.indexOf(SCRIPT_END);
        if (end < 0) {
          // Keep what could be the start of a `</script>` split across chunks.
          const keep = final ? 0 : SCRIPT_END.length - 1;
          moduleScript.content += input.slice(0, Math.max(0, input.length - keep));
          pending = input.slice(Math.max(0, input.length - keep));
          return output;
        }
        moduleScript.content += input.slice(0, end);
        output += `<script${moduleScript.attributes}>${loaderScript(moduleScript.content, preloads, links)}${SCRIPT_END}`;
        moduleScript = null;
        done = true;
        return output + input.slice(end + SCRIPT_END.length);
      }
      // Hold back a tag that has not ended yet: it may be one to rewrite, split across chunks.
      const lastOpen = input.lastIndexOf('<');
      let ready = input;
      if (!final && lastOpen >= 0 && input.indexOf('>', lastOpen) < 0) {
        ready = input.slice(0, lastOpen);
        pending = input.slice(lastOpen);
      }
      // Preloads come out of the head only (React hoists every <link> it renders in the shell there); the body,
      // most of the page, is only searched for the module script.
      if (inHead) {
        const headEnd = ready.indexOf(HEAD_END);
        if (headEnd < 0) return output + withoutPreloads(ready);
        output += withoutPreloads(ready.slice(0, headEnd + HEAD_END.length));
        ready = ready.slice(headEnd + HEAD_END.length);
        inHead = false;
      }
      const start = MODULE_SCRIPT_START.exec(ready);
      if (!start) return output + ready;
      output += ready.slice(0, start.index);
      moduleScript = { tag: start[0], attributes: start[1] ?? '', content: '' };
      input = ready.slice(start.index + start[0].length) + pending;
      pending = '';
    }
  };

  // Bytes are read and written as latin1, one character per byte: the tags looked for are ASCII, so this finds
  // them without decoding and re-encoding the whole page as UTF-8, and gives back every other byte as it came.
  const latin1 = (chunk: Buffer | string) =>
    typeof chunk === 'string' ? Buffer.from(chunk, 'utf8').toString('latin1') : chunk.toString('latin1');
  const bytes = (text: string) => (text === '' ? undefined : Buffer.from(text, 'latin1'));

  return new Transform({
    transform(chunk: Buffer | string, encoding, callback) {
      if (done) callback(null, typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk);
      else callback(null, bytes(process(latin1(chunk), false)));
    },
    flush(callback) {
      if (done) return callback();
      let rest = process('', true);
      // A stream cut off inside the module script (an aborted render) is passed on as it came.
      if (moduleScript) rest += moduleScript.tag + moduleScript.content;
      callback(null, bytes(rest));
    },
  });
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
