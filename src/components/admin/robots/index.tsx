'use client';

import SmartToyIcon from '@mui/icons-material/SmartToy';
import type { AdminResource } from '../admin-resource';
import { RobotsPage } from './RobotsPage';

/** One file, not a list of records: its screen reads and writes it through its own calls. */
export const robots: AdminResource = {
  name: 'robots',
  options: { label: 'robots.txt' },
  icon: SmartToyIcon,
  adminOnly: true,
  api: { read: '/file_storage/download_robots/' },
  list: RobotsPage,
};
