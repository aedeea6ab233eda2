import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { api, SITES } from './discovery-fixtures';
import { editorAuthorization } from './editor';

/**
 * A partner's feed, imported through the editors' API, reaches the comparator: the new deal is
 * listed, and a new price from the next (delta) feed replaces the old one, on the server that
 * imported it and through the index every server keeps. How soon, at a million deals, is
 * bench:feed's to measure; here the deal must show while the test polls.
 */

const PATHS = { 'fr-be': '/comparateur', 'nl-be': '/nl-be/vergelijken', 'fr-fr': '/fr-fr/comparateur' } as const;

type Partner = { id: number; slug: string };
type Run = { id: number; status: string; inserted: number; updated: number; rejected: number };

async function importFeed(request: APIRequestContext, partner: Partner, csv: string): Promise<Run> {
  const headers = await editorAuthorization(request);
  const started = await request.post(`/api/partners/${partner.id}/feed/runs/?mode=delta&name=e2e.csv`, {
    headers: { ...headers, 'content-type': 'text/csv' },
    data: csv,
  });
  expect(started.status(), await started.text()).toBe(202);
  const { id } = (await started.json()) as Run;
  let run: Run | undefined;
  await expect
    .poll(async () => {
      run = (await (await request.get(`/api/feed-runs/${id}/`, { headers })).json()) as Run;
      return run.status;
    })
    .toBe('succeeded');
  return run!;
}

/** The digits of the first deal card's text, and its link's name (the deal's name, then what the link does). */
async function firstDeal(page: Page): Promise<{ name: string; digits: string }> {
  const card = page.locator('section[aria-labelledby="comparator-results"] article').first();
  const name = (await card.getByRole('link').first().textContent())?.trim() ?? '';
  const digits = ((await card.textContent()) ?? '').replace(/[^\d]/g, '');
  return { name, digits };
}

for (const [index, site] of SITES.entries()) {
  test.describe(site.locale, () => {
    test('an imported deal shows in the comparator, and its new price after the next feed', async ({ page, request }) => {
      // The seeded partners, with their default feed mapping: the back-office's tests add partners of their own, mapped otherwise.
      const partners = (await api<{ results: Partner[] }>(request, '/partners/?size=100', site.locale)).results.filter((p) => !/e2e/i.test(p.slug));
      // A partner of its own per locale: one import of a partner runs at a time.
      const partner = partners[index]!;
      const [sample] = (await api<{ results: { image: string }[] }>(request, '/properties/?size=1', site.locale)).results;
      const stamp = `${Date.now()}`;
      // In letters: the card's digits are its price's and its nights'.
      const name = `Villa Feed ${site.locale} ${stamp.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;
      // Above every seeded price (3,500 € at most): first when sorted by price, highest first.
      const price = 4_100 + index * 10;
      const feed = (euros: number) =>
        'external_id;name;image;deep_link;country;rental_type;services;type_of_stay;price;nights;stars\n' +
        `E2E-${stamp};"${name}";${sample!.image};https://partner.example/deal/${stamp};ES;villa;half-board;beach;${euros};7;5\n`;

      expect(await importFeed(request, partner, feed(price))).toMatchObject({ inserted: 1, rejected: 0 });
      const view = `${PATHS[site.locale]}?partner=${partner.id}&ordering=-price`;
      await expect
        .poll(async () => {
          await page.goto(view);
          return firstDeal(page);
        })
        .toEqual({ name: expect.stringContaining(name), digits: expect.stringContaining(String(price)) });

      expect(await importFeed(request, partner, feed(price + 1))).toMatchObject({ updated: 1 });
      await expect
        .poll(async () => {
          await page.goto(view);
          return (await firstDeal(page)).digits;
        })
        .toContain(String(price + 1));
      // The old price is gone, not listed beside the new one.
      expect((await firstDeal(page)).digits).not.toContain(String(price));
      // Below the seeded prices again: a later run's deal is the first one.
      expect(await importFeed(request, partner, feed(1))).toMatchObject({ updated: 1 });
    });
  });
}
