'use client';

import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { CloneButton, Create, Edit, ListButton, TopToolbar } from 'react-admin';
import type { AdminResource } from '../admin-resource';
import { translationsToSend } from '../translations';
import { PromotionForm } from './PromotionForm';
import { PromotionList } from './PromotionList';

const toSend = translationsToSend('title', 'null');

export const promotions: AdminResource = {
  name: 'promotions',
  options: { label: 'Promotions' },
  icon: LocalOfferIcon,
  api: { read: '/admin/promotions/', write: '/promotions/', update: 'PATCH', orderings: ['updated_at', 'starts_at', 'ends_at', 'id'] },
  list: PromotionList,
  edit: () => (
    <Edit
      mutationMode="pessimistic"
      transform={toSend}
      actions={
        <TopToolbar>
          <ListButton />
          <CloneButton label="Dupliquer" />
        </TopToolbar>
      }
    >
      <PromotionForm edit />
    </Edit>
  ),
  create: () => (
    <Create redirect="edit" transform={toSend}>
      <PromotionForm />
    </Create>
  ),
};
