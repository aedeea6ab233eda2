/** The server built with one domain per locale; `*.localhost` reaches this machine in Chromium. */
export const DOMAINS_PORT = Number(process.env.E2E_DOMAINS_PORT ?? 3101);

const HOSTS: Record<string, string> = { 'fr-be': 'be.localhost', 'nl-be': 'nl.localhost', 'fr-fr': 'fr.localhost' };

export function siteDomain(locale: string): string {
  const host = HOSTS[locale];
  if (!host) throw new Error(`no domain for ${locale}`);
  return host;
}

/** SITE_DOMAINS of that server. */
export const SITE_DOMAINS_VALUE = Object.keys(HOSTS)
  .map((locale) => `${locale}=${siteDomain(locale)}:${DOMAINS_PORT}`)
  .join(',');
