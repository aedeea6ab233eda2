import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, describeViolations } from '../a11y-fixtures';
import { api } from '../discovery-fixtures';
import { editorAuthorization } from '../editor';
import { signIn } from './back-office';

/**
 * The back-office's partner, footer and page screens: an admin creates a partner, maps its feed's
 * columns and schedules it, imports the feed from an address and reads the import's figures and
 * rejected row; a footer link edited in nl-be shows in that site's footer; a page's SEO title
 * becomes its public <title>. Lists and forms pass axe.
 */

async function expectNoViolations(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** A feed the test server fetches, as a partner's server would publish it. */
async function serveFeed(body: string): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/csv' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/e2e-feed.csv`, server };
}

// Each test signs in and opens several screens, each a first load of the back-office's code.
test.describe.configure({ timeout: 240_000 });

test('an admin maps and schedules a partner’s feed, imports it and reads its figures and rejected row', async ({ page, request }) => {
  const stamp = Date.now();
  const [sample] = (await api<{ results: { image: string }[] }>(request, '/properties/?size=1', 'fr-be')).results;
  // The partner's own column names for the identifier and the name, mapped below; one row has no price a reader can parse.
  const feed = await serveFeed(
    'ref;titre;image;deep_link;country;rental_type;type_of_stay;price;nights;stars\n' +
      `E2E-${stamp}-1;"Villa E2E ${stamp}";${sample!.image};https://partner.example/deal/${stamp};ES;villa;beach;850;7;4\n` +
      `E2E-${stamp}-2;"Villa E2E sans prix";${sample!.image};https://partner.example/deal/${stamp}-2;ES;villa;beach;gratuit;7;4\n`,
  );
  try {
    await signIn(page);
    await page.goto('/admin/partners');
    await expect(page.getByRole('link', { name: /créer/i })).toBeVisible({ timeout: 60_000 });
    await expectNoViolations(page);

    await page.getByRole('link', { name: /créer/i }).click();
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(`Partenaire E2E ${stamp}`);
    await page.getByLabel('Slug').fill(`partenaire-e2e-${stamp}`);
    await page.getByLabel('Site du partenaire').fill('https://partner.example/');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();

    const address = page.getByLabel('Adresse du flux (http ou https)');
    await expect(address).toBeVisible({ timeout: 60_000 });
    await address.fill(feed.url);
    await page.getByRole('radio', { name: /partiel/i }).check();
    await page.getByLabel('Planification (cron, UTC)').fill('30 2 * * *');
    await page.getByLabel('Identifiant chez le partenaire (obligatoire) : colonne').fill('ref');
    await page.getByLabel('Nom de l’hébergement (obligatoire) : colonne').fill('titre');
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Enregistrer les réglages du flux' }).click();
    await expect(page.getByText(/élément mis à jour/i)).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Identifiant chez le partenaire (obligatoire) : colonne')).toHaveValue('ref', { timeout: 60_000 });
    await expect(page.getByLabel('Nom de l’hébergement (obligatoire) : colonne')).toHaveValue('titre');
    await expect(page.getByLabel('Planification (cron, UTC)')).toHaveValue('30 2 * * *');
    await expect(page.getByRole('radio', { name: /partiel/i })).toBeChecked();

    await page.getByRole('button', { name: 'Importer maintenant' }).click();
    const runs = page.getByRole('table', { name: /imports du partenaire/i });
    const run = runs.getByRole('row').filter({ hasText: 'Réussi' });
    await expect(run).toBeVisible({ timeout: 60_000 });
    // Rows read, created, updated, unchanged, ended, rejected.
    await expect(run.getByRole('cell')).toContainText(['2', '1', '0', '0', '0', '1'].map((figure) => new RegExp(`^${figure}$`)), { useInnerText: true });

    await run.getByRole('link', { name: /import n°/i }).click();
    const rejected = page.getByRole('table', { name: /ligne refusée/i });
    await expect(rejected.getByRole('row').filter({ hasText: 'price' })).toBeVisible({ timeout: 60_000 });
    await expectNoViolations(page);
  } finally {
    feed.server.close();
  }
});

test('a footer link edited in nl-be shows in that site’s footer', async ({ page, request }) => {
  const headers = await editorAuthorization(request);
  const links = (await (await request.get('/api/admin/footer_links/?language=nl-be&is_copyright=false', { headers })).json()) as { results: { id: number; name: string }[] };
  const link = links.results[0]!;
  const name = `Over ons E2E ${Date.now()}`;
  try {
    await signIn(page);
    await page.goto(`/admin/footer_links/${link.id}`);
    const field = page.getByLabel('Texte du lien');
    await expect(field).toHaveValue(link.name, { timeout: 60_000 });
    await expectNoViolations(page);
    await field.fill(name);
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page.getByRole('cell', { name, exact: true })).toBeVisible({ timeout: 60_000 });
    await expectNoViolations(page);

    await expect
      .poll(async () => {
        await page.goto('/nl-be');
        return page.locator('footer').getByText(name).count();
      })
      .toBe(1);
  } finally {
    await request.patch(`/api/pages/footer_links/${link.id}/?language=nl-be`, { headers, data: { name: link.name } });
  }
});

test('a page’s SEO title edited in the back-office is its public <title>', async ({ page, request }) => {
  const headers = await editorAuthorization(request);
  const about = (await (await request.get('/api/admin/pages/about_us_page/', { headers })).json()) as {
    paths: Record<string, string>;
    translations: Record<string, { seo_title: string }>;
  };
  const title = `À propos E2E ${Date.now()}`;
  try {
    await signIn(page);
    await page.goto('/admin/pages');
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'À propos', exact: true }) });
    await expect(row).toBeVisible({ timeout: 60_000 });
    await expectNoViolations(page);
    await row.getByRole('link', { name: /éditer/i }).click();
    await page.getByRole('tab', { name: 'Français (Belgique)' }).click();
    await page.getByLabel('Français (Belgique)').getByLabel('Titre SEO (balise title)').fill(title);
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page.getByText(/élément mis à jour/i)).toBeVisible({ timeout: 60_000 });

    await expect
      .poll(async () => {
        await page.goto(about.paths['fr-be']!);
        return page.title();
      })
      .toContain(title);
  } finally {
    await request.put('/api/pages/update_page/?language=fr-be&page=about_us_page', { headers, data: { seo_title: about.translations['fr-be']!.seo_title } });
  }
});
