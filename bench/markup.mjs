// Turns the HTML a storefront page served into a tree React can render again: the "bare renderToString of the same
// page markup" reference of bench/run.mjs. The HTML is React's own output, so a small tokenizer suffices (elements,
// attributes, text, comments dropped, raw text in script/style). Attributes keep their HTML names, which React
// renders as given; `style` becomes an object, as React needs.
import { createElement } from 'react';

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const RAW = new Set(['script', 'style']);
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: '\u00a0' };
const decode = (text) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name) => {
    if (ENTITIES[name]) return ENTITIES[name];
    if (name[0] === '#')
      return String.fromCodePoint(name[1] === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return whole;
  });

function styleObject(text) {
  const style = {};
  for (const declaration of text.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim();
    const key = property.startsWith('--') ? property : property.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
    style[key] = declaration.slice(colon + 1).trim();
  }
  return style;
}

/** The document's `<html>` element as { tag, props, children } nodes (strings for text). */
export function parseMarkup(html) {
  const rootNode = { tag: '#root', props: {}, children: [] };
  const stack = [rootNode];
  const tagPattern = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*(\/?)>/y;
  const attributePattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
  let i = 0;
  while (i < html.length) {
    const parent = stack[stack.length - 1];
    if (RAW.has(parent.tag)) {
      const end = html.indexOf(`</${parent.tag}>`, i);
      parent.props.dangerouslySetInnerHTML = { __html: html.slice(i, end) };
      stack.pop();
      i = end + parent.tag.length + 3;
      continue;
    }
    if (html.startsWith('<!--', i)) {
      i = html.indexOf('-->', i) + 3;
      continue;
    }
    if (html.startsWith('<!', i)) {
      i = html.indexOf('>', i) + 1;
      continue;
    }
    if (html[i] === '<') {
      tagPattern.lastIndex = i;
      const match = tagPattern.exec(html);
      if (match) {
        const [whole, closing, rawTag, attributes, selfClosing] = match;
        const tag = rawTag;
        i += whole.length;
        if (closing) {
          while (stack.length > 1 && stack.pop().tag !== tag);
          continue;
        }
        const props = {};
        for (const [, name, double, single, bare] of attributes.matchAll(attributePattern)) {
          const value = decode(double ?? single ?? bare ?? '');
          if (name === 'style') props.style = styleObject(value);
          else props[name] = value;
        }
        const node = { tag, props, children: [] };
        parent.children.push(node);
        if (!VOID.has(tag) && !selfClosing) stack.push(node);
        continue;
      }
    }
    const next = html.indexOf('<', i + 1);
    const end = next < 0 ? html.length : next;
    parent.children.push(decode(html.slice(i, end)));
    i = end;
  }
  const htmlNode = rootNode.children.find((child) => typeof child !== 'string' && child.tag === 'html');
  if (!htmlNode) throw new Error('no <html> element in the captured page');
  return htmlNode;
}

/** React elements for a parsed node, created afresh on every call as a render would. */
export function elementsOf(node) {
  if (typeof node === 'string') return node;
  const children = node.children.map(elementsOf);
  return createElement(node.tag, node.props, ...(children.length > 0 ? children : []));
}
