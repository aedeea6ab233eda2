import type { RouteHandler } from '@hono/zod-openapi';
import { MAX_DB_INT, NAV_LIMITS, PAGE_SIZE } from '@/lib/constants';
import { NotFoundError, quote } from '@/server/errors';
import * as categoriesService from '@/server/services/categories';
import { categoryFaq, createCategory, deleteCategory, patchCategory } from '@/server/services/categories-admin';
import { faqList } from './landing-page-writes';
import type { AppEnv } from '../lib/router';
import type * as routes from './categories.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  const { language, page, size, in_menu, minified, level, parent } = c.req.valid('query');
  const result = await categoriesService.listCategories(language, {
    page,
    size: size ?? (in_menu ? NAV_LIMITS.categories : PAGE_SIZE.general),
    inMenu: in_menu,
    level,
    parentId: parent,
  });
  if (!minified) return c.json(result, 200);
  return c.json({ count: result.count, results: result.results.map(categoriesService.toMinified) }, 200);
};

export const homepage: RouteHandler<typeof routes.homepage, AppEnv> = async (c) => {
  const { language } = c.req.valid('query');
  return c.json(await categoriesService.homepageCategories(language), 200);
};

export const inHeader: RouteHandler<typeof routes.inHeader, AppEnv> = async (c) => {
  const { language } = c.req.valid('query');
  return c.json(await categoriesService.headerCategories(language, NAV_LIMITS.headingChildren), 200);
};

export const homepageSlider: RouteHandler<typeof routes.homepageSlider, AppEnv> = async (c) => {
  const { language } = c.req.valid('query');
  return c.json(await categoriesService.homepageSliderCategories(language), 200);
};

export const bySlug: RouteHandler<typeof routes.bySlug, AppEnv> = async (c) => {
  const { slug } = c.req.valid('param');
  const { language, parent } = c.req.valid('query');
  const page = await categoriesService.getCategoryPage(language, { slug, parent });
  if (!page) throw new NotFoundError(`No category ${quote(slug)} in ${language}`);
  return c.json(page, 200);
};

export const byId: RouteHandler<typeof routes.byId, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  const { language } = c.req.valid('query');
  const page = await categoriesService.getCategoryPage(language, { id });
  if (!page) throw new NotFoundError(`No category ${id} in ${language}`);
  return c.json(page, 200);
};

export const promotionsCounts: RouteHandler<typeof routes.promotionsCounts, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  const { language, parent } = c.req.valid('query');
  // Digits name an id; one past the database's integers names no category.
  const byId = /^\d+$/.test(id);
  const categoryId =
    byId && Number(id) > MAX_DB_INT
      ? null
      : await categoriesService.findCategoryId(language, byId ? { id: Number(id) } : { slug: id, parent });
  if (categoryId === null) throw new NotFoundError(`No category ${quote(id)} in ${language}`);
  return c.json(await categoriesService.categoryPromotionCounts(language, categoryId), 200);
};

export const create: RouteHandler<typeof routes.create, AppEnv> = async (c) => {
  return c.json(await createCategory(c.req.valid('json')), 201);
};

export const patch: RouteHandler<typeof routes.patch, AppEnv> = async (c) => {
  return c.json(await patchCategory(c.req.valid('param').id, c.req.valid('json')), 200);
};

export const remove: RouteHandler<typeof routes.remove, AppEnv> = async (c) => {
  await deleteCategory(c.req.valid('param').id);
  return c.body(null, 204);
};

export const addFaqItem: RouteHandler<typeof routes.addFaqItem, AppEnv> = async (c) => {
  const { language, position } = c.req.valid('query');
  return c.json(faqList(await categoryFaq.add(c.req.valid('param').id, language, c.req.valid('json'), position)), 201);
};

export const replaceFaqItem: RouteHandler<typeof routes.replaceFaqItem, AppEnv> = async (c) => {
  const { id, position } = c.req.valid('param');
  return c.json(faqList(await categoryFaq.replace(id, c.req.valid('query').language, position, c.req.valid('json'))), 200);
};

export const removeFaqItem: RouteHandler<typeof routes.removeFaqItem, AppEnv> = async (c) => {
  const { id, position } = c.req.valid('param');
  return c.json(faqList(await categoryFaq.remove(id, c.req.valid('query').language, position)), 200);
};
