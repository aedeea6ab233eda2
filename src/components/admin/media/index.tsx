'use client';

import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import type { AdminResource } from '../admin-resource';
import { MediaList } from './MediaList';
import { MediaShow } from './MediaShow';
import { MediaUpload } from './MediaUpload';

export const media: AdminResource = {
  name: 'media',
  options: { label: 'Médiathèque' },
  icon: PhotoLibraryIcon,
  api: { read: '/admin/media/', write: '/media_storage/' },
  list: MediaList,
  show: MediaShow,
  create: MediaUpload,
  recordRepresentation: 'name',
};
