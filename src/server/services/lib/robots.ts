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

type Rule = { allow: boolean; pattern: string; line: number };

/** Whether a rule's path pattern matches a path (RFC 9309: `*` any characters, a final `$` the end). */
function matches(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith('$');
  const body = anchored ? pattern.slice(0, -1) : pattern;
  const source = body
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}${anchored ? '$' : ''}`).test(path);
}

/** The Disallow rule that forbids `path` in a group, or null: the longest match wins, Allow on a tie (RFC 9309). */
function forbiddingRule(rules: Rule[], path: string): Rule | null {
  let best: Rule | null = null;
  for (const rule of rules) {
    if (!rule.pattern || !matches(rule.pattern, path)) continue;
    const longer = !best || rule.pattern.length > best.pattern.length;
    const tieWon = best && rule.pattern.length === best.pattern.length && rule.allow;
    if (longer || tieWon) best = rule;
  }
  return best && !best.allow ? best : null;
}

/**
 * The lines that would keep crawlers from `noindexPaths`: a page that carries `noindex` must stay
 * crawlable, or a crawler never reads the noindex and may list the address from links alone.
 */
function noindexProblems(lines: string[], noindexPaths: readonly string[]): LineProblem[] {
  const groups: Rule[][] = [];
  let current: Rule[] | null = null;
  let lastWasAgent = false;
  lines.forEach((raw, index) => {
    const match = DIRECTIVE.exec(raw.replace(/#.*$/, '').trim());
    if (!match) return;
    const name = match[1]!.toLowerCase();
    if (name === 'user-agent') {
      // Consecutive User-agent lines share one group.
      if (!lastWasAgent || !current) groups.push((current = []));
      lastWasAgent = true;
      return;
    }
    lastWasAgent = false;
    if (current && (name === 'allow' || name === 'disallow')) current.push({ allow: name === 'allow', pattern: match[2]!.trim(), line: index + 1 });
  });
  const problems = new Map<number, LineProblem>();
  for (const rules of groups) {
    for (const path of noindexPaths) {
      const rule = forbiddingRule(rules, path);
      if (rule && !problems.has(rule.line)) {
        problems.set(rule.line, {
          line: rule.line,
          message: `Disallow: ${rule.pattern} would hide ${path}, which carries noindex: crawlers must fetch it to read that`,
        });
      }
    }
  }
  return [...problems.values()].sort((a, b) => a.line - b.line);
}

/**
 * Checks that text is a plausible robots.txt: only User-agent, Allow, Disallow, Sitemap and
 * Crawl-delay lines, comments and blank lines, with at least one User-agent, and no Disallow that
 * covers one of `noindexPaths` (the pages that carry noindex). Returns it with a byte-order mark
 * dropped and line ends made `\n`.
 */
export function parseRobots(text: string, noindexPaths: readonly string[] = []): string {
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
  if (problems.length === 0) problems.push(...noindexProblems(normalized.split('\n'), noindexPaths));
  if (problems.length > 0) throw new ValidationError('Not a valid robots.txt', problems.slice(0, 20));
  return normalized.endsWith('\n') ? normalized : `${normalized}\n`;
}

