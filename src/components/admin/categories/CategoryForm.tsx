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

/**
 * A category's place in the tree and on the site, what its page shows beside its own content,
 * then one tab per locale with its texts, FAQ and SEO fields (SPEC §3 category page).
 */
export function CategoryForm({ edit = false }: { edit?: boolean }) {
  return (
    <TabbedForm warnWhenUnsavedChanges tabs={<ScrollingTabs />} toolbar={edit ? <LandingToolbar what="cette catégorie" /> : undefined}>
      <TabbedForm.Tab label="Catégorie">
        <KeepDraft />
        {edit ? <LandingOnSite resource="categories" entityType="category" /> : null}
        <ParentInput edit={edit} label="Catégorie parente" topLevel="catégorie principale" />
        <NumberInput source="position" label="Position parmi ses sœurs" min={0} defaultValue={0} />
        <BooleanInput source="in_menu" label="Dans le menu" />
        <BooleanInput source="is_header" label="Rubrique de la navigation (en-tête)" />
        <BooleanInput source="on_homepage" label="Sur la page d’accueil" />
        <BooleanInput source="in_homepage_slider" label="Dans le carrousel de l’accueil" />
        <ImageInput source="icon_id" label="Icône" />
        <ImageInput source="banner_id" label="Bannière" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="Contenus liés" path="liens">
        <RelatedInput source="store_ids" reference="stores" label="Boutiques (tuiles, dans l’ordre)" />
        <RelatedCategoryInput />
        <RelatedInput source="in_slider_subcategory_ids" reference="categories" label="Sous-catégories du carrousel" />
        <RelatedInput source="related_post_ids" reference="posts" label="Articles du blog liés" />
        <RelatedInput source="bottom_related_store_ids" reference="stores" label="Boutiques liées (bas de page)" />
      </TabbedForm.Tab>
      {LOCALES.map((locale) => (
        <TabbedForm.Tab key={locale} label={LOCALE_NAMES[locale]} path={locale}>
          <LandingTexts locale={locale} below="below_description" />
        </TabbedForm.Tab>
      ))}
    </TabbedForm>
  );
}
