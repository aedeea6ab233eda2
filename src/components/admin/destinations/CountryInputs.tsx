'use client';

import { FormDataConsumer, SelectInput, TextInput, useGetList } from 'react-admin';

/** A continent to file a country under (GET /api/admin/continents/), named in the editor's locale. */
function ContinentInput() {
  const { data, isPending } = useGetList<{ id: number; name: string }>('continents', { pagination: { page: 1, perPage: 100 } });
  return <SelectInput source="continent_id" label="Continent" choices={data ?? []} isPending={isPending} emptyText="—" />;
}

/** A country (a destination without a parent) belongs to a continent and has an ISO code; a region or a place has neither. */
export function CountryInputs() {
  return (
    <FormDataConsumer<{ parent_id?: number | null }>>
      {({ formData }) =>
        formData.parent_id ? null : (
          <>
            <ContinentInput />
            <TextInput source="country_code" label="Code du pays (ISO 3166, ex. ES)" helperText="Deux lettres majuscules" />
          </>
        )
      }
    </FormDataConsumer>
  );
}
