import 'server-only';
import sanitizeHtml from 'sanitize-html';

/** rel tokens an editor may put on a link; anything else (e.g. "me", "opener") is dropped. */
const REL_TOKENS = new Set(['nofollow', 'noopener', 'noreferrer', 'sponsored', 'ugc', 'external']);

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'img',
    'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', { name: 'target', multiple: false, values: ['_blank'] }],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', { name: 'scope', multiple: false, values: ['col', 'row', 'colgroup', 'rowgroup'] }],
    td: ['colspan', 'rowspan'],
  },
  // No javascript:, data: or vbscript: anywhere; images only over http(s) or site-relative.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  // "//evil.example/x" would leave the site while looking relative.
  allowProtocolRelative: false,
  // Script and style bodies go with their tags instead of surviving as text.
  disallowedTagsMode: 'discard',
  transformTags: {
    b: 'strong',
    i: 'em',
    h1: 'h2',
    a: (tagName, attribs) => {
      const rel = new Set((attribs.rel ?? '').toLowerCase().split(/\s+/).filter((token) => REL_TOKENS.has(token)));
      // A new tab must not get a handle on our window.
      if (attribs.target === '_blank') rel.add('noopener').add('noreferrer');
      const next = { ...attribs };
      if (rel.size > 0) next.rel = [...rel].join(' ');
      else delete next.rel;
      return { tagName, attribs: next };
    },
    // Every image carries alt, empty when decorative, for screen readers.
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '' } }),
  },
};

/**
 * The allowlist for every piece of CMS HTML written through the API (DESIGN §7): paragraphs,
 * h2-h4, lists, links, strong/em, images, tables; no scripts, no event handlers, no styles,
 * no javascript: URLs. Idempotent, so sanitizing stored HTML again changes nothing.
 */
export function sanitizeCmsHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
