import { ValidationError } from '../../errors';

/** Crawlers read at most about 500 KiB of a robots.txt; anything near that is a mistake. */
export const ROBOTS_MAX_BYTES = 512 * 1024;

const DIRECTIVE = /^(user-agent|disallow|allow|sitemap|crawl-delay)\s*:\s*(.*)$/i;

type LineProblem = { line: number; message: string };

function checkDirective(name: string, value: string, seenAgent: boolean): string | null {
  switch (name) {
    case 'user-agent':
      return value ? null : 'User-agent needs a value (e.g. *)';
    case 'allow':
    case 'disallow':
      if (!seenAgent) return `${name === 'allow' ? 'Allow' : 'Disallow'} must follow a User-agent line`;
      return value === '' || value.startsWith('/') || value.startsWith('*') ? null : 'A path starts with / or *';
    case 'crawl-delay':
      if (!seenAgent) return 'Crawl-delay must follow a User-agent line';
      return /^\d+(\.\d+)?$/.test(value) ? null : 'Crawl-delay is a number of seconds';
    case 'sitemap':
      try {
        const url = new URL(value);
        return url.protocol === 'http:' || url.protocol === 'https:' ? null : 'Sitemap is an http(s) URL';
      } catch {
        return 'Sitemap is an absolute URL';
      }
    default:
      return 'Unknown directive';
  }
}

/**
 * Checks that text is a plausible robots.txt: only User-agent, Allow, Disallow, Sitemap and
 * Crawl-delay lines, comments and blank lines, with at least one User-agent. Returns it with
 * a byte-order mark dropped and line ends made `\n`.
 */
export function parseRobots(text: string): string {
  const normalized = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const problems: LineProblem[] = [];
  let seenAgent = false;
  normalized.split('\n').forEach((raw, index) => {
    const line = raw.replace(/#.*$/, '').trim();
    if (!line) return;
    const match = DIRECTIVE.exec(line);
    if (!match) {
      problems.push({ line: index + 1, message: 'Not a robots.txt directive' });
      return;
    }
    const name = match[1]!.toLowerCase();
    const problem = checkDirective(name, match[2]!.trim(), seenAgent);
    if (problem) problems.push({ line: index + 1, message: problem });
    if (name === 'user-agent') seenAgent = true;
  });
  if (!seenAgent) problems.push({ line: 0, message: 'At least one User-agent line is needed' });
  if (problems.length > 0) throw new ValidationError('Not a valid robots.txt', problems.slice(0, 20));
  return normalized.endsWith('\n') ? normalized : `${normalized}\n`;
}
