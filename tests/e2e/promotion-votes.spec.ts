import { expect, test, type APIRequestContext } from '@playwright/test';
import { hydrated } from './discovery-fixtures';
import { allStores, beNewVisitor, isCoupon, isOffer, storeLists, stubExternalSites, type ApiPromotion, type ApiStore } from './store-fixtures';

type Trust = { votes: number; worked: number; success_rate: number | null; uses_today: number; your_vote: boolean | null };

const LOCALES = [
  { locale: 'fr-be', prefix: '', show: /voir le code/i, copy: /copier le code/i, question: 'Ce code a-t-il fonctionné ?', offerQuestion: 'Cette offre a-t-elle fonctionné ?', yes: 'Oui', thanks: /^Merci/, rate: /^Fonctionne pour 80\s%\s·\s5 avis$/ },
  { locale: 'nl-be', prefix: '/nl-be', show: /bekijk de code|toon de code|code bekijken/i, copy: /kopieer|kopiëren/i, question: 'Werkte deze code?', offerQuestion: 'Werkte deze aanbieding?', yes: 'Ja', thanks: /^Bedankt/, rate: /^Werkt voor 80%\s·\s5 stemmen$/ },
  { locale: 'fr-fr', prefix: '/fr-fr', show: /voir le code/i, copy: /copier le code/i, question: 'Ce code a-t-il fonctionné ?', offerQuestion: 'Cette offre a-t-elle fonctionné ?', yes: 'Oui', thanks: /^Merci/, rate: /^Fonctionne pour 80\s%\s·\s5 avis$/ },
] as const;

/** The n-th store whose first page lists a coupon and an offer: each test its own, so counts are its own. */
async function storeWithCouponAndOffer(request: APIRequestContext, n: number): Promise<{ store: ApiStore; coupon: ApiPromotion; offer: ApiPromotion }> {
  let found = 0;
  for (const store of await allStores(request)) {
    const { active } = await storeLists(request, store);
    const coupon = active.results.find(isCoupon);
    const offer = active.results.find(isOffer);
    if (coupon && offer && found++ === n) return { store, coupon, offer };
  }
  throw new Error('No seeded store fits this test');
}

async function trustOf(request: APIRequestContext, id: number): Promise<Trust> {
  const body = (await (await request.get(`/api/promotions/trust/?ids=${id}&language=fr-be`)).json()) as { items: Record<string, Trust> };
  return body.items[String(id)]!;
}

LOCALES.forEach(({ locale, prefix, show, copy, question, offerQuestion, yes, thanks, rate }, index) => {
  test(`${locale}: after copying a code the dialog asks whether it worked; one answer per visitor, and a success rate from five`, async ({ page, context, request, playwright }) => {
    await beNewVisitor(context);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { store, coupon } = await storeWithCouponAndOffer(request, index);
    const { slug } = (await (await request.get(`/api/stores/${store.id}/?language=${locale}`)).json()) as { slug: string };
    const before = await trustOf(request, coupon.id);

    await page.goto(`${prefix}/${slug}`);
    await hydrated(page);
    const card = page.locator('#promotions').locator(`[data-promotion-id="${coupon.id}"]`);
    await card.getByRole('button', { name: show }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('group', { name: question })).toHaveCount(0);
    await dialog.getByRole('button', { name: copy }).click();
    const ask = dialog.getByRole('group', { name: question });
    await expect(ask).toBeVisible();
    const voted = page.waitForResponse((response) => response.url().includes(`/promotions/${coupon.id}/vote/`));
    await ask.getByRole('button', { name: yes }).click();
    expect((await voted).status()).toBe(200);
    await expect(ask.getByRole('status')).toHaveText(thanks);
    await expect(ask.getByRole('button', { name: yes })).toHaveAttribute('aria-pressed', 'true');
    expect(await trustOf(request, coupon.id)).toMatchObject({ votes: before.votes + 1, worked: before.worked + 1 });

    // Back later: the dialog remembers the answer, and answering again counts nothing more.
    await page.goto(`${prefix}/${slug}?promotion=${coupon.id}`);
    const again = page.getByRole('dialog').getByRole('group', { name: question });
    await expect(again.getByRole('button', { name: yes })).toHaveAttribute('aria-pressed', 'true');
    const revoted = page.waitForResponse((response) => response.url().includes(`/promotions/${coupon.id}/vote/`));
    await again.getByRole('button', { name: yes }).click();
    await revoted;
    expect(await trustOf(request, coupon.id)).toMatchObject({ votes: before.votes + 1, worked: before.worked + 1 });

    // Four other visitors (each a client of its own, without the cookie a first vote hands out),
    // one of whom says it failed: five votes, 80 %, on the card.
    for (const [n, worked] of [true, true, true, false].entries()) {
      const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
      const response = await visitor.post(`/api/promotions/${coupon.id}/vote/?language=${locale}`, {
        data: { worked },
        headers: { 'x-forwarded-for': `10.250.${index}.${n + 1}` },
      });
      expect(response.status()).toBe(200);
      await visitor.dispose();
    }
    expect(before.votes).toBe(0);
    await page.goto(`${prefix}/${slug}`);
    await expect(card.getByTestId('success-rate')).toHaveText(rate);
  });

  test(`${locale}: back from an offer's site, its dialog asks whether the offer worked`, async ({ page, context, request }) => {
    await beNewVisitor(context);
    await stubExternalSites(context);
    const { store, offer } = await storeWithCouponAndOffer(request, index);
    const { slug } = (await (await request.get(`/api/stores/${store.id}/?language=${locale}`)).json()) as { slug: string };
    await page.goto(`${prefix}/${slug}`);
    await hydrated(page);
    const card = page.locator('#promotions').locator(`[data-promotion-id="${offer.id}"]`);
    const [merchant] = await Promise.all([context.waitForEvent('page'), card.locator('a[target="_blank"]').click()]);
    await merchant.close();
    await page.bringToFront();
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(page.getByRole('dialog').getByRole('group', { name: offerQuestion })).toBeVisible();
  });
});
