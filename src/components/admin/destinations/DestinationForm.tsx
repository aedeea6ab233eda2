'use client';

import { BooleanInput, NumberInput, TabbedForm } from 'react-admin';
import { LOCALES } from '@/lib/locales';
import { ScrollingTabs } from '../blog/ScrollingTabs';
import { KeepDraft } from '../drafts/KeepDraft';
import { LandingOnSite } from '../landing-pages/LandingOnSite';
import { LandingTexts } from '../landing-pages/LandingTexts';
import { LandingToolbar } from '../landing-pages/LandingToolbar';
import { ParentInput } from '../landing-pages/ParentInput';
import { ImageInput, RelatedCategoryInput, RelatedInput } from '../landing-pages/RelatedInputs';
import { LOCALE_NAMES } from '../locales';
import { CountryInputs } from './CountryInputs';

/**
 * A destination's place in the tree (a country, a region in a country, a place in a region), what
 * its page shows beside its own content, then one tab per locale with its texts, FAQ and SEO
 * fields (SPEC §3 location and sub-location page).
 */
export function DestinationForm({ edit = false }: { edit?: boolean }) {
  return (
    <TabbedForm warnWhenUnsavedChanges tabs={<ScrollingTabs />} toolbar={edit ? <LandingToolbar what="cette destination" /> : undefined}>
      <TabbedForm.Tab label="Destination">
        <KeepDraft />
        {edit ? <LandingOnSite resource="destinations" entityType="location" /> : null}
        <ParentInput edit={edit} label="Pays ou région parent" topLevel="la destination est un pays" />
        <CountryInputs />
        <NumberInput source="position" label="Position parmi ses sœurs" min={0} defaultValue={0} />
        <BooleanInput source="in_menu" label="Dans le menu" />
        <BooleanInput source="is_top" label="Destination en vue" />
        <BooleanInput source="in_homepage_slider" label="Dans les carrousels de l’accueil" />
        <ImageInput source="banner_id" label="Bannière" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="Contenus liés" path="liens">
        <RelatedInput source="banner_store_ids" reference="stores" label="Boutiques de la bannière" />
        <RelatedCategoryInput />
        <RelatedInput source="in_slider_sublocation_ids" reference="destinations" label="Régions et lieux du carrousel" />
        <RelatedInput source="related_post_ids" reference="posts" label="Articles du blog liés" />
        <RelatedInput source="bottom_related_sublocation_ids" reference="destinations" label="Régions et lieux liés (bas de page)" />
      </TabbedForm.Tab>
      {LOCALES.map((locale) => (
        <TabbedForm.Tab key={locale} label={LOCALE_NAMES[locale]} path={locale}>
          <LandingTexts locale={locale} below="bottom_description" />
        </TabbedForm.Tab>
      ))}
    </TabbedForm>
  );
}
