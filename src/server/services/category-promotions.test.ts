import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '@test/database';
import { LOCALES } from '@/lib/locales';
import { latestPromotionsPerCategory } from './category-promotions';
import { listCategories } from './categories';
import { promotionsByCategory } from './promotions';

setupTestDatabase({ seeded: true });

describe('latestPromotionsPerCategory', () => {
  it.each(LOCALES)('agrees with by_homepage_category for every top-level category in %s', async (locale) => {
    const now = new Date();
    const sections = await latestPromotionsPerCategory(locale, 4, now);
    const { results: tops } = await listCategories(locale, { page: 1, size: 100, level: 1 });
    expect(sections.map((s) => s.category.id).sort()).toEqual(tops.map((c) => c.id).sort());
    expect(sections.some((s) => s.total > 0)).toBe(true);
    for (const section of sections) {
      const expected = await promotionsByCategory(locale, section.category.id, { page: 1, size: 4, order: 'latest' }, now);
      expect(section.total).toBe(expected?.count);
      expect(section.promotions.map((p) => p.id)).toEqual(expected?.results.map((p) => p.id));
    }
  });

  it('lists the categories that have promotions first', async () => {
    const sections = await latestPromotionsPerCategory('fr-be', 2);
    const firstEmpty = sections.findIndex((s) => s.total === 0);
    if (firstEmpty >= 0) expect(sections.slice(firstEmpty).every((s) => s.total === 0)).toBe(true);
  });
});
