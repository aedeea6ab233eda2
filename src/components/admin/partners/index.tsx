'use client';

import HandshakeIcon from '@mui/icons-material/Handshake';
import { Create, Edit } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { AdminResource } from '../admin-resource';
import { FeedRunShow } from './FeedRunShow';
import { FeedRuns } from './FeedRuns';
import { FeedSettings } from './FeedSettings';
import { PartnerForm } from './PartnerForm';
import { PartnerList } from './PartnerList';

/** The partner's brand, then its feed's settings, then its imports: three records, one page. */
function PartnerEdit() {
  const { id } = useParams<{ id: string }>();
  if (!id) return null;
  return (
    <>
      <Edit mutationMode="pessimistic" redirect={false}>
        <PartnerForm />
      </Edit>
      <FeedSettings partnerId={id} />
      <FeedRuns partnerId={id} />
    </>
  );
}

/** Partners of the datafeed and their feeds: admins only, as the API's feed settings and imports are. */
export const partners: AdminResource = {
  name: 'partners',
  options: { label: 'Partenaires (flux)' },
  icon: HandshakeIcon,
  adminOnly: true,
  recordRepresentation: 'name',
  api: { read: '/admin/partners/', write: '/partners/', update: 'PATCH', orderings: ['name', 'position', 'id'] },
  list: PartnerList,
  edit: PartnerEdit,
  create: () => (
    <Create redirect="edit">
      <PartnerForm />
    </Create>
  ),
};

/** A partner's feed settings, known by the partner's id: edited on the partner's page. */
export const partnerFeeds: AdminResource = {
  name: 'partner_feeds',
  adminOnly: true,
  api: { read: '/partners/', item: 'feed/', update: 'PUT' },
};

/** One import and its rejected rows, opened from a partner's imports. */
export const feedRuns: AdminResource = {
  name: 'feed_runs',
  adminOnly: true,
  recordRepresentation: 'id',
  api: { read: '/feed-runs/' },
  show: FeedRunShow,
};
