'use client';

import { Alert, List as MuiList, ListItem, ListItemText, Typography } from '@mui/material';
import {
  DateField,
  DeleteButton,
  Link,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useCreatePath,
  useRecordContext,
  useResourceDefinitions,
} from 'react-admin';
import { Thumbnail } from './MediaList';
import type { MediaRecord, MediaUse } from './types';

const KINDS: Record<string, { label: string; resource: string }> = {
  store: { label: 'Boutiques', resource: 'stores' },
  promotion: { label: 'Promotions', resource: 'promotions' },
  category: { label: 'Catégories', resource: 'categories' },
  destination: { label: 'Destinations', resource: 'destinations' },
  blog_category: { label: 'Catégories du blog', resource: 'blog_categories' },
  blog_post: { label: 'Articles du blog', resource: 'blog_posts' },
  page: { label: 'Pages', resource: 'pages' },
  home_page: { label: 'Bannière de la page d’accueil (par langue)', resource: '' },
};

/** One kind of record that shows the image: links to their screens when the back-office has one. */
function UseItem({ use }: { use: MediaUse }) {
  const createPath = useCreatePath();
  const definitions = useResourceDefinitions();
  const kind = KINDS[use.entity_type] ?? { label: use.entity_type, resource: '' };
  const editable = Boolean(definitions[kind.resource]?.hasEdit);
  const more = use.count - use.ids.length;
  return (
    <ListItem disableGutters>
      <ListItemText
        primary={`${kind.label} : ${use.count}`}
        secondary={
          use.ids.length === 0 ? null : (
            <>
              {use.ids.map((id, index) => (
                <span key={id}>
                  {index > 0 ? ', ' : ''}
                  {editable ? <Link to={createPath({ resource: kind.resource, id, type: 'edit' })}>n° {id}</Link> : `n° ${id}`}
                </span>
              ))}
              {more > 0 ? ` et ${more} autres` : ''}
            </>
          )
        }
        slotProps={{ secondary: { component: 'span' } }}
      />
    </ListItem>
  );
}

function UsedBy(_props: { label?: string }) {
  const record = useRecordContext<MediaRecord>();
  // The row the list already read stands in until the record, with its uses, arrives.
  if (!record?.used_by) return <Typography variant="body2">Lecture des contenus qui l’affichent…</Typography>;
  if (record.used_by.length === 0) return <Typography variant="body2">Aucun contenu n’affiche cette image : elle peut être supprimée.</Typography>;
  return (
    <>
      <Alert severity="info" sx={{ mb: 1 }}>
        Cette image est affichée par les contenus ci-dessous : choisissez-leur une autre image avant de la supprimer.
      </Alert>
      <MuiList dense aria-label="Contenus qui affichent l’image">
        {record.used_by.map((use) => (
          <UseItem key={use.entity_type} use={use} />
        ))}
      </MuiList>
    </>
  );
}

function Actions() {
  const record = useRecordContext<MediaRecord>();
  return (
    <TopToolbar>
      <DeleteButton mutationMode="pessimistic" disabled={!record?.used_by || record.used_by.length > 0} confirmTitle="Supprimer cette image ?" />
    </TopToolbar>
  );
}

const Size = (_props: { label?: string }) => {
  const record = useRecordContext<MediaRecord>();
  return record ? <Typography variant="body2">{(record.size / 1024).toLocaleString('fr-BE', { maximumFractionDigits: 1 })} Ko</Typography> : null;
};

export function MediaShow() {
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <Thumbnail label="Image" size={240} />
        <TextField source="name" label="Nom" />
        <TextField source="alt" label="Texte alternatif" emptyText="—" />
        <TextField source="alt_translations.nl-be" label="Description en néerlandais (nl-be)" emptyText="— (le texte en français)" />
        <TextField source="alt_translations.fr-fr" label="Description pour la France (fr-fr)" emptyText="— (le texte en français)" />
        <TextField source="url" label="Adresse" />
        <NumberField source="width" label="Largeur (px)" />
        <NumberField source="height" label="Hauteur (px)" />
        <Size label="Poids" />
        <DateField locales="fr-BE" source="created_at" label="Ajoutée le" showTime />
        <UsedBy label="Utilisée par" />
      </SimpleShowLayout>
    </Show>
  );
}
