'use client';

import PublicIcon from '@mui/icons-material/Public';
import type { AdminResource } from '../admin-resource';
import { landingResource } from '../landing-pages/landing-resource';
import { DestinationForm } from './DestinationForm';

/** Countries, regions and places (SPEC §3): their tree and their pages per locale. */
export const destinations = landingResource({
  name: 'destinations',
  label: 'Destinations',
  icon: PublicIcon,
  levels: [
    { id: 1, name: 'Pays' },
    { id: 2, name: 'Région' },
    { id: 3, name: 'Lieu' },
  ],
  parentLabel: 'Pays ou région parent',
  Form: DestinationForm,
});

/** The continents a country is filed under: choices of the destination form only. */
export const continents: AdminResource = { name: 'continents', api: { read: '/admin/continents/' } };
