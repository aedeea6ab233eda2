import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { readingMinutes } from '../../src/lib/reading-time';
import { api, breadcrumbNames, messagesOf, SITES, type ApiBreadcrumb, type ApiPage, type Site } from './discovery-fixtures';

type PostSummary = { id: number; title: string; slug: string; category_slug: string };
type PostDetail = PostSummary & {
  content: string;
  published_at: string;
  category: { id: number; name: string; slug: string };
  image: { url: string } | null;
};
type BlogCategory = { id: number; name: string; slug: string };
type Store = { name: string };
type Promotion = { title: string };

const BLOG_LIST_SIZE = 18;

/** A message of the locale with its `{name}` arguments filled in; `{n, plural, …}` takes `one` or `other`. */
function text(site: Site, key: string, values: Record<string, string | number> = {}): string {
  const [namespace, name] = key.split('.') as [string, string];
  let message = messagesOf(site.locale)[namespace]![name]!;
  const plural = /^\{(\w+), plural, one \{(.*?)\} other \{(.*)\}\}$/.exec(message);
  if (plural) {
    const n = Number(values[plural[1]!]);
    message = (n === 1 ? plural[2]! : plural[3]!).replace('#', String(n));
  }
  return message.replace(/\{(\w+)\}/g, (_, arg: string) => String(values[arg]));
}

/** The post titles a list shows, in order. */
async function titlesIn(list: Locator): Promise<string[]> {
  return (await list.getByRole('heading', { level: 3 }).allTextContents()).map((title) => title.trim());
}

function robots(page: Page): Locator {
  return page.locator('meta[name="robots"]');
}

/** A page of a list past its last one goes to the locale's not-found page, answered with 404. */
async function expectNotFound(page: Page, site: Site, address: string) {
  const response = await page.goto(address);
  expect(response?.status(), address).toBe(404);
  expect(new URL(page.url()).pathname).toBe(`${site.prefix}/not-found`);
}

/** The blog categories of the locale with the number of posts in each. */
async function categoriesWithCounts(request: APIRequestContext, site: Site) {
  const categories = await api<ApiPage<BlogCategory>>(request, '/blog_categories/?size=100', site.locale);
  return Promise.all(
    categories.results.map(async (category) => ({
      ...category,
      count: (await api<ApiPage<PostSummary>>(request, `/blog_categories/${category.id}/posts/?size=1`, site.locale)).count,
    })),
  );
}

for (const site of SITES) {
  test.describe(`blog of ${site.locale}`, () => {
    test('the blog home lists the latest posts 18 a page, with links between the pages', async ({ page, request }) => {
      const first = await api<ApiPage<PostSummary>>(request, `/posts/?page=1&size=${BLOG_LIST_SIZE}`, site.locale);
      const second = await api<ApiPage<PostSummary>>(request, `/posts/?page=2&size=${BLOG_LIST_SIZE}`, site.locale);
      const pages = Math.ceil(first.count / BLOG_LIST_SIZE);
      expect(pages, 'the seed has more than one page of posts').toBeGreaterThan(1);
      const blogPage = await api<{ content: string }>(request, '/pages/blog_page/', site.locale);

      const response = await page.goto(`${site.prefix}/blog`);
      expect(response?.status()).toBe(200);
      await expect(robots(page)).toHaveCount(0);
      const main = page.getByRole('main');
      // The blog_page body, its first words as the editors wrote them.
      const intro = blogPage.content.replace(/<[^>]*>/g, ' ').trim().split(/\s+/).slice(0, 6).join(' ');
      await expect(main.getByText(intro)).toBeVisible();
      await expect(main.getByRole('region', { name: text(site, 'Blog.featuredTitle') }).getByRole('heading', { level: 3 }).first()).toBeVisible();

      const latest = main.getByRole('region', { name: text(site, 'Blog.latestTitle') });
      expect(await titlesIn(latest)).toEqual(first.results.map((post) => post.title));
      const pager = latest.getByRole('navigation', { name: text(site, 'Blog.pagination') });
      await expect(pager.getByRole('link', { name: text(site, 'UI.page', { page: 1 }), exact: true })).toHaveAttribute('aria-current', 'page');
      const toSecond = pager.getByRole('link', { name: text(site, 'UI.page', { page: 2 }), exact: true });
      await expect(toSecond).toHaveAttribute('href', new RegExp(`^${site.prefix}/blog\\?page=2(#.*)?$`));

      await toSecond.click();
      await expect(page).toHaveURL(new RegExp(`${site.prefix}/blog\\?page=2(#.*)?$`));
      await expect.poll(() => titlesIn(latest)).toEqual(second.results.map((post) => post.title));
      const secondTitles = await titlesIn(latest);
      expect(secondTitles.filter((title) => first.results.some((post) => post.title === title))).toEqual([]);
      await expect(pager.getByRole('link', { name: text(site, 'UI.page', { page: 2 }), exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(robots(page)).toHaveAttribute('content', 'noindex,follow');

      // Loaded afresh, page 2 is the same page, and page=1 is noindex too (DESIGN §9).
      await page.goto(`${site.prefix}/blog?page=2`);
      expect(await titlesIn(latest)).toEqual(second.results.map((post) => post.title));
      await page.goto(`${site.prefix}/blog?page=1`);
      await expect(robots(page)).toHaveAttribute('content', 'noindex,follow');
      expect(await titlesIn(latest)).toEqual(first.results.map((post) => post.title));

      await page.goto(`${site.prefix}/blog?page=${pages}`);
      expect(await titlesIn(latest)).toHaveLength(first.count - (pages - 1) * BLOG_LIST_SIZE);
      await expectNotFound(page, site, `${site.prefix}/blog?page=${pages + 1}`);
    });

    test('a blog category pages its posts; a page past the last is not found', async ({ page, request }) => {
      const categories = await categoriesWithCounts(request, site);
      const long = categories.find((category) => category.count > BLOG_LIST_SIZE);
      const short = categories.find((category) => category.count > 0 && category.count <= BLOG_LIST_SIZE);
      expect(long, 'a blog category with more than one page of posts').toBeDefined();
      expect(short, 'a blog category with one page of posts').toBeDefined();
      const path = `${site.prefix}/blog/${long!.slug}`;
      const first = await api<ApiPage<PostSummary>>(request, `/blog_categories/${long!.id}/posts/?page=1&size=${BLOG_LIST_SIZE}`, site.locale);
      const second = await api<ApiPage<PostSummary>>(request, `/blog_categories/${long!.id}/posts/?page=2&size=${BLOG_LIST_SIZE}`, site.locale);

      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(robots(page)).toHaveAttribute('content', 'noindex,follow');
      const list = page.getByRole('region', { name: text(site, 'Blog.categoryPosts', { category: long!.name }) });
      expect(await titlesIn(list)).toEqual(first.results.map((post) => post.title));
      const pager = list.getByRole('navigation', { name: text(site, 'Blog.pagination') });
      await pager.getByRole('link', { name: text(site, 'UI.page', { page: 2 }), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}\\?page=2(#.*)?$`));
      await expect.poll(() => titlesIn(list)).toEqual(second.results.map((post) => post.title));
      await expect(pager.getByRole('link', { name: text(site, 'UI.page', { page: 1 }), exact: true })).toHaveAttribute('href', new RegExp(`^${path}(#.*)?$`));

      await expectNotFound(page, site, `${path}?page=${Math.ceil(long!.count / BLOG_LIST_SIZE) + 1}`);

      await page.goto(`${site.prefix}/blog/${short!.slug}`);
      await expect(page.getByRole('navigation', { name: text(site, 'Blog.pagination') })).toHaveCount(0);
      await expectNotFound(page, site, `${site.prefix}/blog/${short!.slug}?page=2`);
    });

    test('a blog post shows its picture, reading time, the deal of the month, similar stores and posts of its category', async ({ page, request }) => {
      // The newest post with similar stores and other posts in its category: other suites write
      // posts of their own (the back-office's), alone in a category of their own.
      let found: { post: PostDetail; stores: Store[]; random: PostSummary[] } | null = null;
      for (const summary of (await api<ApiPage<PostSummary>>(request, '/posts/?size=20', site.locale)).results) {
        const post = await api<PostDetail>(request, `/posts/${summary.id}/`, site.locale);
        const [stores, random] = await Promise.all([
          api<Store[]>(request, `/posts/${post.id}/similar_stores/`, site.locale),
          api<PostSummary[]>(request, `/posts/random_posts_by_category/?category=${post.category.id}&exclude=${post.id}&size=8`, site.locale),
        ]);
        if (stores.length > 0 && random.length > 0) {
          found = { post, stores, random };
          break;
        }
      }
      expect(found, 'a post with similar stores and other posts of its category').not.toBeNull();
      const { post, stores, random } = found!;
      const [deal, trail] = await Promise.all([
        api<Promotion>(request, '/promotions/deal_of_month/', site.locale),
        api<ApiBreadcrumb[]>(request, `/breadcrumbs/?slug=${post.slug}&entity_type=blog_post&parent=${post.category.slug}`, site.locale),
      ]);
      expect(post.image).not.toBeNull();
      const policyErrors: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) policyErrors.push(message.text());
      });

      const path = `${site.prefix}/blog/${post.category.slug}/${post.slug}`;
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(post.title);
      await expect(main.getByText(text(site, 'Blog.readingTime', { minutes: readingMinutes(post.content) }), { exact: true })).toBeVisible();

      // The picture is the page's largest paint: fetched first, at the width of its column.
      const picture = main.getByRole('article').first().locator('img').first();
      await expect(picture).toHaveAttribute('fetchpriority', 'high');
      await expect(picture).toHaveAttribute('sizes', /736px/);
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

      const deals = main.getByRole('region', { name: text(site, 'Blog.dealOfMonth') });
      await expect(deals.getByRole('heading', { level: 3 })).toContainText(deal.title);
      const similar = main.getByRole('region', { name: text(site, 'Blog.similarStores') });
      for (const store of stores) await expect(similar.getByRole('link', { name: store.name, exact: true })).toBeVisible();
      const more = page.getByRole('region', { name: text(site, 'Blog.morePosts', { category: post.category.name }) });
      expect((await titlesIn(more)).sort()).toEqual(random.map((p) => p.title).sort());

      // The trail ends on the category: the post's own crumb is hidden (SPEC §2.6).
      expect(trail.at(-1)!.name).toBe(post.title);
      expect(await breadcrumbNames(page, site.locale)).toEqual(trail.slice(0, -1).map((crumb) => crumb.name));

      const data = await page.locator('script[type="application/ld+json"]').allTextContents();
      const posting = data.map((json) => JSON.parse(json) as Record<string, unknown>).find((item) => item['@type'] === 'BlogPosting');
      expect(posting).toMatchObject({
        headline: post.title,
        datePublished: post.published_at,
        articleSection: post.category.name,
        inLanguage: site.locale,
      });
      expect(new URL(String(posting!.url)).pathname).toBe(path);
      expect(policyErrors).toEqual([]);
    });
  });
}
