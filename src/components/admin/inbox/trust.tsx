'use client';

import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { DatagridConfigurable, DateField, EmailField, FunctionField, List, NumberField, SelectField, SelectInput, TextField } from 'react-admin';
import type { AdminResource } from '../admin-resource';
import { SCROLLING_TABLE } from '../list-layout';
import { LOCALE_CHOICES } from '../locales';

type Flagged = { id: number; votes: number; worked: number; success_rate: number };

/** Codes at least TRUST_MIN_VOTES visitors answered, most of them "it did not work": to check first. */
function FlaggedPromotionList() {
  return (
    <List sx={SCROLLING_TABLE} exporter={false} filters={[<SelectInput key="language" source="language" label="Site" choices={LOCALE_CHOICES} alwaysOn />]}>
      <DatagridConfigurable bulkActionButtons={false} rowClick={(id) => `/promotions/${id}`}>
        <TextField source="title" label="Promotion" sortable={false} />
        <TextField source="store_name" label="Boutique" sortable={false} />
        <FunctionField<Flagged> label="Ça a marché" sortable={false} render={(record) => `${record.success_rate} % (${record.worked} sur ${record.votes})`} />
        <NumberField source="votes" label="Réponses" sortable={false} />
        <DateField locales="fr-BE" source="ends_at" label="Fin" sortable={false} emptyText="—" />
        <DateField locales="fr-BE" source="last_vote_at" label="Dernière réponse" showTime sortable={false} />
      </DatagridConfigurable>
    </List>
  );
}

const ALERT_STATUS_CHOICES = [
  { id: 'pending', name: 'En attente de confirmation' },
  { id: 'active', name: 'Active' },
  { id: 'unsubscribed', name: 'Désinscrit' },
];

function StoreAlertList() {
  return (
    <List sx={SCROLLING_TABLE} exporter={false}>
      <DatagridConfigurable bulkActionButtons={false} rowClick={false}>
        <DateField locales="fr-BE" source="created_at" label="Demandée le" showTime sortable={false} />
        <TextField source="store_name" label="Boutique" sortable={false} />
        <EmailField source="email" label="Adresse" sortable={false} />
        <TextField source="locale" label="Site" sortable={false} />
        <SelectField source="status" label="Statut" choices={ALERT_STATUS_CHOICES} sortable={false} />
        <DateField locales="fr-BE" source="confirmed_at" label="Confirmée le" showTime sortable={false} emptyText="—" />
      </DatagridConfigurable>
    </List>
  );
}

export const flaggedPromotions: AdminResource = {
  name: 'flagged_promotions',
  options: { label: 'Codes signalés' },
  icon: ReportProblemIcon,
  api: { read: '/promotions/flagged/' },
  list: FlaggedPromotionList,
};

export const storeAlerts: AdminResource = {
  name: 'store_alerts',
  options: { label: 'Alertes boutiques' },
  icon: NotificationsActiveIcon,
  api: { read: '/store-alerts/' },
  list: StoreAlertList,
};
