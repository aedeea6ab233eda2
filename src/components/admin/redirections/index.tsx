'use client';

import AltRouteIcon from '@mui/icons-material/AltRoute';
import { Create, Edit } from 'react-admin';
import type { AdminResource } from '../admin-resource';
import { RedirectionForm } from './RedirectionForm';
import { RedirectionList } from './RedirectionList';

export const redirections: AdminResource = {
  name: 'redirections',
  options: { label: 'Redirections' },
  icon: AltRouteIcon,
  adminOnly: true,
  api: { read: '/admin/redirections/', write: '/seo/redirections/', localized: true },
  list: RedirectionList,
  edit: () => (
    <Edit mutationMode="pessimistic">
      <RedirectionForm />
    </Edit>
  ),
  create: () => (
    <Create redirect="list">
      <RedirectionForm creating />
    </Create>
  ),
  recordRepresentation: 'from_path',
};
