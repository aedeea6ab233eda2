'use client';

import { required, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { LOCALE_CHOICES } from '../locales';
import { KeepDraft } from '../drafts/KeepDraft';

const STATUS_CHOICES = [
  { id: 301, name: '301 — définitive' },
  { id: 308, name: '308 — définitive (méthode gardée)' },
  { id: 302, name: '302 — temporaire' },
  { id: 307, name: '307 — temporaire (méthode gardée)' },
];

/**
 * A redirection of one locale's site. The API refuses chains, loops and targets off the site
 * with a 422 naming the field; react-admin shows it under that field (src/components/admin/api.ts).
 */
export function RedirectionForm({ creating = false }: { creating?: boolean }) {
  return (
    <SimpleForm warnWhenUnsavedChanges>
      <KeepDraft />
      <SelectInput source="language" label="Langue du site" choices={LOCALE_CHOICES} validate={required()} defaultValue="fr-be" readOnly={!creating} />
      <TextInput source="from_path" label="Depuis le chemin" validate={required()} helperText="Un chemin du site, ex. /ancienne-page (sans domaine ni paramètres)" fullWidth />
      <TextInput source="to_path" label="Vers le chemin" validate={required()} helperText="L’adresse finale, ex. /nouvelle-page : jamais une autre redirection" fullWidth />
      <SelectInput source="status_code" label="Type de redirection" choices={STATUS_CHOICES} validate={required()} defaultValue={301} />
    </SimpleForm>
  );
}
