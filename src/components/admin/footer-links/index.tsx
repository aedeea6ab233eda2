'use client';

import ShortTextIcon from '@mui/icons-material/ShortText';
import {
  BooleanInput,
  Create,
  CreateButton,
  Datagrid,
  Edit,
  EditButton,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  type RaRecord,
} from 'react-admin';
import { SCROLLING_TABLE } from '../list-layout';
import { LOCALE_CHOICES } from '../locales';
import type { AdminResource } from '../admin-resource';
import { FooterLinkForm } from './FooterLinkForm';

const filters = [
  <SelectInput key="language" source="language" label="Langue du site" choices={LOCALE_CHOICES} alwaysOn />,
  <SearchInput key="q" source="q" alwaysOn placeholder="Texte ou lien" />,
  <BooleanInput key="copyright" source="is_copyright" label="Ligne du copyright" />,
];

/** One locale's footer in its order: the common links, then the copyright line. */
function FooterLinkList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ language: 'fr-be' }}
      perPage={50}
      exporter={false}
      sx={SCROLLING_TABLE}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="name" label="Texte" sortable={false} />
        <TextField source="link" label="Lien" sortable={false} />
        <FunctionField<{ is_copyright: boolean }> label="Groupe" render={(link) => (link.is_copyright ? 'Ligne du copyright' : 'Liens communs')} />
        <NumberField source="position" label="Position" sortable={false} />
        <EditButton />
      </Datagrid>
    </List>
  );
}

/** Back to the list of the locale the link belongs to, where it now shows in its place. */
const toItsLocale = (resource: string | undefined, _id: unknown, data: Partial<RaRecord> | undefined) =>
  `${resource ?? 'footer_links'}?filter=${encodeURIComponent(JSON.stringify({ language: data?.language ?? 'fr-be' }))}`;

export const footerLinks: AdminResource = {
  name: 'footer_links',
  options: { label: 'Pied de page' },
  icon: ShortTextIcon,
  recordRepresentation: 'name',
  api: { read: '/admin/footer_links/', write: '/pages/footer_links/', localized: true, update: 'PATCH' },
  list: FooterLinkList,
  edit: () => (
    <Edit mutationMode="pessimistic" redirect={toItsLocale}>
      <FooterLinkForm />
    </Edit>
  ),
  create: () => (
    <Create redirect={toItsLocale}>
      <FooterLinkForm creating />
    </Create>
  ),
};
