'use client';

import { Box, type Theme, useMediaQuery } from '@mui/material';
import { CreateButton, DatagridConfigurable, SimpleList, DateField, List, NumberField, TextField, TextInput, TopToolbar, useRecordContext } from 'react-admin';
import type { MediaRow } from './types';
import { SCROLLING_TABLE } from '../list-layout';

const filters = [<TextInput key="q" source="q" label="Rechercher par nom" alwaysOn resettable />];

/** The image itself, small, with its alternative text (or its name when it has none). */
export function Thumbnail({ size = 64 }: { label?: string; size?: number }) {
  const record = useRecordContext<MediaRow>();
  if (!record) return null;
  return (
    <Box
      component="img"
      src={record.url}
      alt={record.alt || record.name}
      loading="lazy"
      sx={{ width: size, height: size, objectFit: 'contain', bgcolor: 'grey.100', borderRadius: 1, display: 'block' }}
    />
  );
}

const Actions = () => (
  <TopToolbar>
    <CreateButton label="Téléverser" />
  </TopToolbar>
);

/** On a phone, one line per image (thumbnail, name, size); the table beyond. */
export function MediaList() {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List sx={SCROLLING_TABLE} filters={filters} actions={<Actions />} perPage={24}>
      {narrow ? (
        <SimpleList<MediaRow>
          linkType="show"
          leftIcon={() => <Thumbnail size={48} />}
          primaryText={(record) => record.name}
          secondaryText={(record) => (record.width && record.height ? `${record.width} × ${record.height} px` : '')}
        />
      ) : (
        <DatagridConfigurable rowClick="show" bulkActionButtons={false}>
          <Thumbnail label="Aperçu" />
          <TextField source="name" label="Nom" sortable={false} />
          <TextField source="alt" label="Texte alternatif" sortable={false} emptyText="—" />
          <NumberField source="width" label="Largeur (px)" sortable={false} />
          <NumberField source="height" label="Hauteur (px)" sortable={false} />
          <DateField locales="fr-BE" source="created_at" label="Ajoutée le" showTime sortable={false} />
        </DatagridConfigurable>
      )}
    </List>
  );
}
