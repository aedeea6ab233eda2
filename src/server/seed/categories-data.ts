import 'server-only';
import type { CategoryData } from './category-shapes';
import { HOLIDAY_CATEGORIES } from './categories-holidays';
import { TRAVEL_CATEGORIES } from './categories-travel';

export type { CategoryData, CategoryLink } from './category-shapes';

/** Every top-level category with its subcategories; the order fixes the seeded ids. */
export const CATEGORIES: CategoryData[] = [...HOLIDAY_CATEGORIES, ...TRAVEL_CATEGORIES];
