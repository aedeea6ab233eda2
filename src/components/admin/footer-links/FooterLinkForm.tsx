'use client';

import { BooleanInput, NumberInput, required, SelectInput, SimpleForm, TextInput, useRecordContext } from 'react-admin';
import { footerLinkForm } from '@/lib/editing/footer-links';
import type { Locale } from '@/lib/locales';
import { KeepDraft } from '../drafts/KeepDraft';
import { LOCALE_CHOICES } from '../locales';
import { validateWith } from '../validate-with';
import { SiteLinks } from '../ViewOnSite';

const asText = (value: string | null) => value ?? '';

const validate = validateWith(footerLinkForm);

/** The footer shows on every page: its locale's home page is where to see the link. */
function FooterOnSite() {
  const link = useRecordContext<{ language?: Locale }>();
  return link?.language ? <SiteLinks links={[{ locale: link.language, path: '/' }]} /> : null;
}

/**
 * A link of one locale's footer (a footer link has no translations: each locale's site has its
 * own). Checked by the API's own rules; its 422 shows on the field it names.
 */
export function FooterLinkForm({ creating = false }: { creating?: boolean }) {
  return (
    <SimpleForm warnWhenUnsavedChanges validate={validate}>
      <KeepDraft />
      {creating ? null : <FooterOnSite />}
      <SelectInput source="language" label="Langue du site" choices={LOCALE_CHOICES} validate={required()} defaultValue="fr-be" readOnly={!creating} />
      <TextInput source="name" label="Texte du lien" validate={required()} parse={asText} fullWidth />
      <TextInput
        source="link"
        label="Lien"
        validate={required()}
        parse={asText}
        helperText="Un chemin du site, avec le préfixe de la langue sur un domaine partagé (/nl-be/contact), ou une adresse http(s)"
        fullWidth
      />
      <BooleanInput source="is_copyright" label="Sur la ligne du copyright (sinon parmi les liens communs)" defaultValue={false} />
      <NumberInput source="position" label="Position dans son groupe" min={0} defaultValue={0} />
    </SimpleForm>
  );
}
