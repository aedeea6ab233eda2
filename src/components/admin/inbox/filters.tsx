'use client';

import { NullableBooleanInput, SelectInput, TextInput } from 'react-admin';
import { LOCALE_CHOICES } from '../locales';

/** The filters every list of what visitors send shares: words, locale, handled state. */
export const inboxFilters = (search: string) => [
  <TextInput key="q" source="q" label={search} alwaysOn resettable />,
  <SelectInput key="language" source="language" label="Site" choices={LOCALE_CHOICES} alwaysOn />,
  <NullableBooleanInput key="handled" source="handled" label="Traité" alwaysOn />,
];
