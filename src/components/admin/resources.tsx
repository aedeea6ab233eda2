import type { AdminResource } from './admin-resource';
import { accounts } from './accounts';
import { auditLog } from './audit-log';
import { blogCategories, posts } from './blog';
import { categories } from './categories';
import { continents, destinations } from './destinations';
import { contactMessages, proposedStores, sharedPromotions } from './inbox';
import { consentRecords, newsletterSubscribers } from './inbox/subscribers';
import { flaggedPromotions, storeAlerts } from './inbox/trust';
import { media } from './media';
import { footerLinks } from './footer-links';
import { pages } from './pages';
import { seo } from './seo';
import { feedRuns, partnerFeeds, partners } from './partners';
import { promotions } from './promotions';
import { redirections } from './redirections';
import { robots } from './robots';
import { stores } from './stores';

/** Every screen, in the menu's order; a resource without a list only serves other screens' choices. */
export const RESOURCES: AdminResource[] = [
  promotions,
  stores,
  posts,
  blogCategories,
  categories,
  destinations,
  continents,
  pages,
  footerLinks,
  media,
  contactMessages,
  proposedStores,
  sharedPromotions,
  flaggedPromotions,
  newsletterSubscribers,
  storeAlerts,
  consentRecords,
  auditLog,
  seo,
  redirections,
  robots,
  partners,
  partnerFeeds,
  feedRuns,
  accounts,
];
