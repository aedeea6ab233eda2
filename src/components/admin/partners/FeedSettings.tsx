'use client';

import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import {
  ArrayInput,
  BooleanInput,
  EditBase,
  Form,
  RadioButtonGroupInput,
  SaveButton,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  Toolbar,
  type RaRecord,
  useEditContext,
} from 'react-admin';
import { partnerFeedForm } from '@/lib/editing/partner-feeds';
import { FEED_FIELDS, REQUIRED_FEED_FIELDS } from '@/lib/feed-mapping';
import { KeepDraft } from '../drafts/KeepDraft';
import { validateWith } from '../validate-with';
import { FIELD_NAMES, FORMAT_CHOICES, MODE_CHOICES } from './choices';
import { type FeedRecord, feedToForm, type FeedFormValues, formToFeedBody, VALUE_KINDS } from './feed-settings-values';

const DELIMITER_CHOICES = [
  { id: ';', name: 'Point-virgule ;' },
  { id: ',', name: 'Virgule ,' },
  { id: '\t', name: 'Tabulation' },
  { id: '|', name: 'Barre verticale |' },
];

const VALUE_KIND_NAMES = { rental_type: 'Types d’hébergement', services: 'Services', type_of_stay: 'Types de séjour' } as const;

const toSend = (values: Record<string, unknown>) => formToFeedBody(values as FeedFormValues);
const validate = validateWith(partnerFeedForm, toSend);
const required = new Set<string>(REQUIRED_FEED_FIELDS);

/** Each field of a deal: the feed's column it is read from, and a constant when the column is absent or empty. */
function MappingFields() {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Correspondance des colonnes
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Colonne CSV, chemin XML ou clé JSON de chaque champ ; vide : la colonne du même nom que le champ. Une valeur par défaut sert quand la colonne est absente ou vide.
      </Typography>
      {FEED_FIELDS.map((field) => (
        <Stack key={field} direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} sx={{ alignItems: { sm: 'baseline' } }}>
          <TextInput
            source={`mapping.fields.${field}`}
            label={`${FIELD_NAMES[field]}${required.has(field) ? ' (obligatoire)' : ''} : colonne`}
            placeholder={field}
            helperText={false}
            sx={{ flex: 1 }}
          />
          <TextInput source={`mapping.defaults.${field}`} label={`${FIELD_NAMES[field]} : valeur par défaut`} helperText={false} sx={{ flex: 1 }} />
        </Stack>
      ))}
    </Box>
  );
}

/** Feed values translated into our slugs before they are matched against our lists. */
function ValueTranslations() {
  return (
    <>
      {VALUE_KINDS.map((kind) => (
        <ArrayInput key={kind} source={`mapping.values.${kind}`} label={`Traduction des valeurs : ${VALUE_KIND_NAMES[kind]}`}>
          <SimpleFormIterator inline disableReordering>
            <TextInput source="from" label="Valeur dans le flux" helperText={false} />
            <TextInput source="to" label="Notre slug" helperText={false} />
          </SimpleFormIterator>
        </ArrayInput>
      ))}
    </>
  );
}

function FeedSettingsForm() {
  const { record } = useEditContext();
  if (!record) return null;
  return (
    <Form validate={validate} warnWhenUnsavedChanges>
      <KeepDraft />
      <Stack spacing={1}>
        <TextInput source="url" label="Adresse du flux (http ou https)" type="url" helperText="Lue par les imports planifiés et par « Importer maintenant »" fullWidth />
        <SelectInput source="format" label="Format" choices={FORMAT_CHOICES} emptyText="Selon le nom ou le contenu du fichier" />
        <RadioButtonGroupInput source="mode" label="Mode d’import" choices={MODE_CHOICES} row={false} />
        <TextInput
          source="schedule"
          label="Planification (cron, UTC)"
          helperText="Ex. 0 */4 * * * : toutes les 4 heures ; 30 2 * * * : chaque nuit à 2 h 30. Vide : à la demande seulement"
          fullWidth
        />
        <BooleanInput source="enabled" label="Imports planifiés actifs" />
        <MappingFields />
        <ValueTranslations />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput source="mapping.services_separator" label="Séparateur des services" helperText="Entre deux services d’une même cellule ; | par défaut" />
          <SelectInput source="mapping.csv.delimiter" label="Séparateur CSV" choices={DELIMITER_CHOICES} emptyText="Deviné d’après l’en-tête" />
          <TextInput source="mapping.xml.record" label="Élément XML d’une offre" helperText="Ex. offer ; vide : deviné" />
        </Stack>
      </Stack>
      <Toolbar sx={{ mt: 2, px: 0 }}>
        <SaveButton label="Enregistrer les réglages du flux" />
      </Toolbar>
    </Form>
  );
}

/**
 * A partner's feed settings, a record of their own (`partner_feeds`, by the partner's id): where
 * the feed is, how it is read and when it is imported. Saved with PUT, checked first by the API's
 * own rules; the server's 422 (a cron it cannot read, a schedule without address) shows on the field.
 */
export function FeedSettings({ partnerId }: { partnerId: string }) {
  return (
    <EditBase
      resource="partner_feeds"
      id={partnerId}
      mutationMode="pessimistic"
      redirect={false}
      transform={toSend}
      queryOptions={{ select: (feed: RaRecord) => ({ ...feedToForm(feed as unknown as FeedRecord), id: feed.id }) }}
    >
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography component="h2" variant="h6" gutterBottom>
            Flux du partenaire
          </Typography>
          <FeedSettingsForm />
        </CardContent>
      </Card>
    </EditBase>
  );
}
