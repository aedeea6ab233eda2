'use client';

import { NumberInput, required, SimpleForm, TextInput } from 'react-admin';
import { partnerForm } from '@/lib/editing/partners';
import { KeepDraft } from '../drafts/KeepDraft';
import { validateWith } from '../validate-with';

/** An emptied field is sent as an empty text (no logo), not as the null react-admin makes of it. */
const asText = (value: string | null) => value ?? '';

const validate = validateWith(partnerForm);

/**
 * A partner's brand, the same in every locale. Checked by the API's own rules before it is sent;
 * a slug another partner holds comes back as a 409, shown as the API words it.
 */
export function PartnerForm() {
  return (
    <SimpleForm warnWhenUnsavedChanges validate={validate}>
      <KeepDraft />
      <TextInput source="name" label="Nom" validate={required()} parse={asText} fullWidth />
      <TextInput
        source="slug"
        label="Slug"
        validate={required()}
        parse={asText}
        helperText="Lettres minuscules et chiffres, mots joints par des tirets : mon-partenaire"
        fullWidth
      />
      <TextInput source="website" label="Site du partenaire" type="url" validate={required()} parse={asText} fullWidth />
      <TextInput source="logo" label="Logo (chemin du site ou adresse https)" parse={asText} fullWidth />
      <NumberInput source="position" label="Position" min={0} defaultValue={0} />
    </SimpleForm>
  );
}
