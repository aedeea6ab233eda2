import { expect, test, type Page } from '@playwright/test';
import { axe } from '../a11y-fixtures';
import { signIn } from './back-office';

/**
 * An editor adds a blog category, then writes a post in it with the rich-text editor (a heading and a
 * link from its toolbar, a list by a markdown shortcut), publishes it, and the public post page shows
 * all three at the next request. The post's screens pass axe at phone and desktop widths.
 */

const stamp = `${Date.now().toString(36)}`;
const CATEGORY = { name: `Carnets ${stamp}`, slug: `carnets-${stamp}` };
const POST = { title: `Partir en Islande ${stamp}`, slug: `partir-en-islande-${stamp}` };

/** The input of a label in the tab shown (every locale's tab is in the page, the others hidden). */
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true }).filter({ visible: true });

async function violations(page: Page) {
  // A link inside the text being edited is content, not a control: the editable area around it is the target.
  const results = await axe(page).exclude('.ProseMirror a').analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe.configure({ mode: 'serial' });

test('an editor writes a post with a heading, a list and a link, publishes it, and the public page shows them', async ({ page, request }) => {
  // Five screens of the back-office and typing into its editor: minutes on a busy two-core machine.
  test.setTimeout(240_000);
  await signIn(page);

  await page.goto('/admin/blog_categories/create');
  await page.getByRole('tab', { name: 'Français (Belgique)' }).click();
  await field(page, 'Nom').fill(CATEGORY.name);
  await field(page, 'Adresse (slug)').fill(CATEGORY.slug);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/admin\/blog_categories$/);

  await page.goto('/admin/posts/create');
  await page.getByLabel('Catégorie du blog').click();
  await page.getByRole('option', { name: CATEGORY.name }).click();
  await page.getByLabel('Auteur').fill('Léa');
  await page.getByRole('tab', { name: 'Français (Belgique)' }).click();
  await field(page, 'Titre').fill(POST.title);
  await field(page, 'Adresse (slug)').fill(POST.slug);
  const body = field(page, 'Texte');
  await body.click();
  await page.getByRole('button', { name: 'Titre 2' }).filter({ visible: true }).click();
  await page.keyboard.type('Préparer le voyage');
  await page.keyboard.press('Enter');
  // A markdown shortcut: "- " starts a bulleted list, an empty item ends it.
  await page.keyboard.type('- Passeport');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Crème solaire');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Notre guide complet');
  await page.keyboard.press('Shift+Home');
  page.once('dialog', (dialog) => void dialog.accept('https://example.be/guide'));
  await page.getByRole('button', { name: 'Ajouter un lien' }).filter({ visible: true }).click();
  await expect(body.getByRole('link', { name: 'Notre guide complet' })).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/admin\/posts\/\d+$/);
  await expect(page.getByRole('navigation', { name: 'Voir sur le site' }).getByRole('link', { name: /fr-be/ })).toHaveAttribute(
    'href',
    `/blog/${CATEGORY.slug}/${POST.slug}`,
  );

  const html = await (await request.get(`/blog/${CATEGORY.slug}/${POST.slug}`)).text();
  expect(html).toContain(POST.title);
  expect(html).toMatch(/<h2[^>]*>Préparer le voyage<\/h2>/);
  expect(html).toMatch(/<ul[^>]*><li[^>]*>(<p>)?Passeport/);
  expect(html).toMatch(/<a[^>]*href="https:\/\/example\.be\/guide"[^>]*>Notre guide complet<\/a>/);

  await page.goto('/admin/posts');
  await page.getByPlaceholder('Titre ou adresse').fill(stamp);
  await expect(page.getByRole('row', { name: new RegExp(POST.title) })).toContainText('Publié');
});

for (const width of [375, 1280]) {
  test(`the blog screens at ${width} px pass axe`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page);
    await page.goto('/admin/posts');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.getByRole('row').nth(1).getByRole('cell').first().click();
    await page.getByRole('tab', { name: 'Français (Belgique)' }).click();
    await expect(field(page, 'Texte')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}
