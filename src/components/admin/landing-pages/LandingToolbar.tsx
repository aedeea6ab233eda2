'use client';

import { DeleteButton, SaveButton, Toolbar } from 'react-admin';

/**
 * Save, and delete after a confirmation. A node something still depends on (children, stores or
 * promotions filed under it) is not deleted: the API's 409 says what, in the notification.
 */
export function LandingToolbar({ what }: { what: string }) {
  return (
    <Toolbar sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      <SaveButton />
      <DeleteButton
        mutationMode="pessimistic"
        confirmTitle={`Supprimer ${what} ?`}
        confirmContent="Sa page disparaît du site dans chaque langue ; les listes où elle figurait la perdent."
      />
    </Toolbar>
  );
}
