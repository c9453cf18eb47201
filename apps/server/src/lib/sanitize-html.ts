/**
 * Allow-list HTML sanitiser for rich text staff write (platform-rules §2: "sanitised on save with an
 * allow-list"): notices, activities, the about / FAQ / sponsor pages, the welcome popup. No
 * sanitiser library is installed, so this is a small, strict one: the input is tokenised and a new
 * document is written from the allowed tokens only, so nothing the tokenizer did not understand can
 * reach the output. (Written first in modules/backoffice; it lives here so every module can use it
 * without importing the back office.)
 *
 * Kept: p, br, b, strong, i, em, u, span, div, ul, ol, li, h1-h4 (no attributes), a (href: http or
 * https only; title), img (src: http, https or a site path starting with one '/'; alt, title).
 * Dropped: every other element (script, style and other raw-text or embedding elements together
 * with their content), every other attribute (on* handlers, style, class …), comments, doctype.
 * Text is escaped; tags are balanced, so the saved fragment cannot break the page around it.
 */

const ALLOWED_ELEMENTS = new Set([
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  'span',
  'div',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'a',
  'img',
]);
const VOID_ELEMENTS = new Set(['br', 'img']);
const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = { a: ['href', 'title'], img: ['src', 'alt', 'title'] };
/** Elements dropped together with everything inside them. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'title',
  'xmp',
  'plaintext',
  'svg',
  'math',
  'select',
  'head',
]);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  lpar: '(',
  rpar: ')',
  period: '.',
  comma: ',',
};

const ENTITY = /^&(?:#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});/;

function escapeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charAt(i);
    if (char === '&') {
      // A well-formed entity stays as written (the browser shows it as text); a bare '&' is escaped.
      const match = ENTITY.exec(text.slice(i));
      if (match) {
        out += match[0];
        i += match[0].length - 1;
      } else {
        out += '&amp;';
      }
    } else if (char === '<') out += '&lt;';
    else if (char === '>') out += '&gt;';
    else out += char;
  }
  return out;
}

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** Decodes character references in an attribute value; undefined when it has one we do not know. */
function decodeAttribute(raw: string): string | undefined {
  let out = '';
  for (let i = 0; i < raw.length; i += 1) {
    const char = raw.charAt(i);
    if (char !== '&') {
      out += char;
      continue;
    }
    const match = /^&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));?/.exec(raw.slice(i));
    if (!match) {
      out += '&';
      continue;
    }
    let decoded: string | undefined;
    if (match[1] !== undefined || match[2] !== undefined) {
      const code = match[1] !== undefined ? Number(match[1]) : Number.parseInt(match[2] ?? '', 16);
      decoded = code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
    } else {
      decoded = NAMED_ENTITIES[(match[3] ?? '').toLowerCase()];
    }
    if (decoded === undefined) return undefined;
    out += decoded;
    i += match[0].length - 1;
  }
  return out;
}

/** http(s) URL for links; also a same-site path for images. Anything else (javascript:, data:, //host) is dropped. */
function safeUrl(raw: string, allowPath: boolean): string | undefined {
  const decoded = decodeAttribute(raw);
  if (decoded === undefined) return undefined;
  // Browsers ignore control characters and surrounding spaces in URLs ('java\tscript:').
  // eslint-disable-next-line no-control-regex
  const url = decoded.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (url.includes('\\')) return undefined;
  if (/^https?:\/\/[^/]/i.test(url)) return url;
  if (allowPath && /^\/(?!\/)/.test(url)) return url;
  return undefined;
}

interface Tag {
  name: string;
  closing: boolean;
  attributes: [string, string][];
  end: number;
}

const NAME_START = /[A-Za-z]/;

/** Parses the tag starting at `start` ('<'); undefined when it is not a tag (then '<' is text). */
function parseTag(html: string, start: number): Tag | undefined {
  let i = start + 1;
  const closing = html.charAt(i) === '/';
  if (closing) i += 1;
  if (!NAME_START.test(html.charAt(i))) return undefined;
  let name = '';
  while (i < html.length && !/[\s/>]/.test(html.charAt(i))) {
    name += html.charAt(i);
    i += 1;
  }
  const attributes: [string, string][] = [];
  while (i < html.length) {
    while (i < html.length && /[\s/]/.test(html.charAt(i))) i += 1;
    if (i >= html.length) break;
    if (html.charAt(i) === '>') return { name: name.toLowerCase(), closing, attributes, end: i + 1 };
    let attributeName = '';
    while (i < html.length && !/[\s/>=]/.test(html.charAt(i))) {
      attributeName += html.charAt(i);
      i += 1;
    }
    if (attributeName === '') {
      // A stray '=' or quote: skip it.
      i += 1;
      continue;
    }
    while (i < html.length && /\s/.test(html.charAt(i))) i += 1;
    let value = '';
    if (html.charAt(i) === '=') {
      i += 1;
      while (i < html.length && /\s/.test(html.charAt(i))) i += 1;
      const quote = html.charAt(i);
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        if (close === -1) return { name: name.toLowerCase(), closing, attributes, end: html.length };
        value = html.slice(i + 1, close);
        i = close + 1;
      } else {
        while (i < html.length && !/[\s>]/.test(html.charAt(i))) {
          value += html.charAt(i);
          i += 1;
        }
      }
    }
    attributes.push([attributeName.toLowerCase(), value]);
  }
  // Unterminated tag: the rest of the input belongs to it and is dropped.
  return { name: name.toLowerCase(), closing, attributes, end: html.length };
}

function renderAttributes(name: string, attributes: [string, string][]): string | undefined {
  const allowed = ALLOWED_ATTRIBUTES[name] ?? [];
  const kept = new Map<string, string>();
  for (const [attribute, raw] of attributes) {
    if (!allowed.includes(attribute) || kept.has(attribute)) continue;
    if (attribute === 'href' || attribute === 'src') {
      const url = safeUrl(raw, attribute === 'src');
      if (url !== undefined) kept.set(attribute, url);
    } else {
      const text = decodeAttribute(raw);
      if (text !== undefined) kept.set(attribute, text);
    }
  }
  // An image without a usable source is no image.
  if (name === 'img' && !kept.has('src')) return undefined;
  if (name === 'a' && kept.has('href')) kept.set('rel', 'noopener noreferrer nofollow');
  return [...kept].map(([attribute, value]) => ` ${attribute}="${escapeAttribute(value)}"`).join('');
}

export function sanitizeHtml(html: string): string {
  let out = '';
  const open: string[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      out += escapeText(html.slice(i));
      break;
    }
    out += escapeText(html.slice(i, lt));
    i = lt;

    if (html.startsWith('<!--', i)) {
      const close = html.indexOf('-->', i + 4);
      i = close === -1 ? html.length : close + 3;
      continue;
    }
    if (html.startsWith('<!', i) || html.startsWith('<?', i)) {
      const close = html.indexOf('>', i);
      i = close === -1 ? html.length : close + 1;
      continue;
    }

    const tag = parseTag(html, i);
    if (!tag) {
      out += '&lt;';
      i += 1;
      continue;
    }
    i = tag.end;

    if (DROP_WITH_CONTENT.has(tag.name)) {
      if (!tag.closing) {
        // Skip to the matching end tag (its content is not markup we keep), or to the end.
        const endTag = new RegExp(`</${tag.name}`, 'gi');
        endTag.lastIndex = i;
        const close = endTag.exec(html);
        if (!close) {
          i = html.length;
        } else {
          const after = html.indexOf('>', close.index);
          i = after === -1 ? html.length : after + 1;
        }
      }
      continue;
    }
    if (!ALLOWED_ELEMENTS.has(tag.name)) continue;

    if (tag.closing) {
      const at = open.lastIndexOf(tag.name);
      if (at === -1) continue;
      while (open.length > at) out += `</${open.pop() ?? ''}>`;
      continue;
    }
    const attributes = renderAttributes(tag.name, tag.attributes);
    if (attributes === undefined) continue;
    out += `<${tag.name}${attributes}>`;
    if (!VOID_ELEMENTS.has(tag.name)) open.push(tag.name);
  }
  while (open.length > 0) out += `</${open.pop() ?? ''}>`;
  return out;
}
