'use client';

import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import MailIcon from '@mui/icons-material/Mail';
import ShareIcon from '@mui/icons-material/Share';
import { Typography } from '@mui/material';
import { BooleanField, DatagridConfigurable, DateField, EmailField, List, TextField, UrlField, useRecordContext } from 'react-admin';
import type { AdminResource } from '../admin-resource';
import { inboxFilters } from './filters';
import { HandledButton } from './HandledButton';
import { SCROLLING_TABLE } from '../list-layout';

/** The whole message, under its row. */
function Message() {
  const record = useRecordContext<{ message: string }>();
  return record ? <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{record.message}</Typography> : null;
}

function ContactMessageList() {
  return (
    <List sx={SCROLLING_TABLE} filters={inboxFilters('Nom, adresse ou texte')} filterDefaultValues={{ handled: false }} exporter={false}>
      <DatagridConfigurable bulkActionButtons={false} expand={<Message />} rowClick="expand">
        <DateField locales="fr-BE" source="created_at" label="Reçu le" showTime sortable={false} />
        <TextField source="locale" label="Site" sortable={false} />
        <TextField source="name" label="Nom" sortable={false} />
        <EmailField source="email" label="Adresse" sortable={false} />
        <TextField source="message" label="Message" sortable={false} sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', maxWidth: 420 }} />
        <BooleanField source="handled" label="Traité" sortable={false} />
        <HandledButton label="État" />
      </DatagridConfigurable>
    </List>
  );
}

function ProposedStoreList() {
  return (
    <List sx={SCROLLING_TABLE} filters={inboxFilters('Boutique ou site')} filterDefaultValues={{ handled: false }} exporter={false}>
      <DatagridConfigurable bulkActionButtons={false} rowClick={false}>
        <DateField locales="fr-BE" source="created_at" label="Reçue le" showTime sortable={false} />
        <TextField source="locale" label="Site" sortable={false} />
        <TextField source="store" label="Boutique proposée" sortable={false} />
        <UrlField source="website" label="Site web" sortable={false} emptyText="—" target="_blank" rel="noopener noreferrer" />
        <BooleanField source="handled" label="Traitée" sortable={false} />
        <HandledButton label="État" />
      </DatagridConfigurable>
    </List>
  );
}

function SharedPromotionList() {
  return (
    <List sx={SCROLLING_TABLE} filters={inboxFilters('Boutique, code ou texte')} filterDefaultValues={{ handled: false }} exporter={false}>
      <DatagridConfigurable bulkActionButtons={false} rowClick={false}>
        <DateField locales="fr-BE" source="created_at" label="Reçue le" showTime sortable={false} />
        <TextField source="locale" label="Site" sortable={false} />
        <TextField source="store_name" label="Boutique" sortable={false} />
        <TextField source="code_or_title" label="Code ou titre" sortable={false} />
        <TextField source="details" label="Détails" sortable={false} emptyText="—" />
        <DateField locales="fr-BE" source="end_date" label="Fin" sortable={false} emptyText="—" />
        <BooleanField source="handled" label="Traitée" sortable={false} />
        <HandledButton label="État" />
      </DatagridConfigurable>
    </List>
  );
}

export const contactMessages: AdminResource = {
  name: 'contact_messages',
  options: { label: 'Messages de contact' },
  icon: MailIcon,
  api: { read: '/admin/contact_messages/', update: 'PATCH' },
  list: ContactMessageList,
};

export const proposedStores: AdminResource = {
  name: 'proposed_stores',
  options: { label: 'Boutiques proposées' },
  icon: AddBusinessIcon,
  api: { read: '/admin/proposed_stores/', update: 'PATCH' },
  list: ProposedStoreList,
};

export const sharedPromotions: AdminResource = {
  name: 'shared_promotions',
  options: { label: 'Promotions partagées' },
  icon: ShareIcon,
  api: { read: '/admin/shared_promotions/', update: 'PATCH' },
  list: SharedPromotionList,
};
