'use client';

import type { SvgIconComponent } from '@mui/icons-material';
import type { ComponentType } from 'react';
import { Create, Edit } from 'react-admin';
import { choiceName } from '../choice-name';
import type { AdminResource } from '../admin-resource';
import { LandingList } from './LandingList';
import { editedLandingToSend, newLandingToSend } from './to-send';

type Family = {
  name: 'categories' | 'destinations';
  label: string;
  icon: SvgIconComponent;
  /** The tree's levels, named for the list and its filter. */
  levels: { id: number; name: string }[];
  parentLabel: string;
  Form: ComponentType<{ edit?: boolean }>;
};

/** A family of landing pages as the back-office edits it: its tree's list, then its form to create and edit a node. */
export function landingResource({ name, label, icon, levels, parentLabel, Form }: Family): AdminResource {
  return {
    name,
    options: { label },
    icon,
    recordRepresentation: choiceName,
    api: { read: `/admin/${name}/`, write: `/${name}/`, update: 'PATCH', orderings: ['tree', 'name'], manyById: 'id' },
    list: () => <LandingList levels={levels} parentLabel={parentLabel} />,
    edit: () => (
      <Edit mutationMode="pessimistic" transform={editedLandingToSend}>
        <Form edit />
      </Edit>
    ),
    create: () => (
      <Create redirect="edit" transform={newLandingToSend}>
        <Form />
      </Create>
    ),
  };
}
