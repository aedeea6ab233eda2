/**
 * What a page's browser needs of the third-party integrations configured for its locale
 * (src/server/integrations.ts builds it from the settings). Each is null when not configured:
 * its component then renders nothing and nothing is loaded.
 */
export type LocaleIntegrations = {
  consent: { key: string; revision: number };
  analytics: { scriptUrl: string; key: string } | null;
  ads: { scriptUrl: string; key: string } | null;
  comments: { scriptUrl: string; shortname: string; domain: string } | null;
  accommodationWidget: { scriptUrl: string; key: string; excludedProviders: string[] } | null;
};

/** The places of the site's ad slots, each with the size it keeps whether or not an ad fills it. */
export const AD_PLACEMENTS = {
  /** Between sections of a content page: a leaderboard on wide screens, a large banner on phones. */
  inline: { mobile: { width: 320, height: 100 }, desktop: { width: 728, height: 90 } },
  /** Beside or below a store's promotions: a medium rectangle everywhere. */
  aside: { mobile: { width: 300, height: 250 }, desktop: { width: 300, height: 250 } },
} as const;
export type AdPlacement = keyof typeof AD_PLACEMENTS;
