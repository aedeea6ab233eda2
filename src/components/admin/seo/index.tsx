'use client';

import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import type { AdminResource } from '../admin-resource';
import { SeoPage } from './SeoPage';

/** Records of four kinds in one list, edited in place: its screen reads and writes them through its own calls. */
export const seo: AdminResource = {
  name: 'seo',
  options: { label: 'SEO à compléter' },
  icon: TravelExploreIcon,
  api: { read: '/seo/store/' },
  list: SeoPage,
};
