'use client';

import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import {
  BooleanField,
  BooleanInput,
  Create,
  CreateButton,
  DatagridConfigurable,
  DateField,
  Edit,
  EditButton,
  List,
  NullableBooleanInput,
  PasswordInput,
  required,
  SelectField,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  TopToolbar,
} from 'react-admin';
import { USERNAME_PATTERN } from '@/lib/editing/accounts';
import type { AdminResource } from '../admin-resource';
import { SCROLLING_TABLE } from '../list-layout';

const ROLE_CHOICES = [
  { id: 'editor', name: 'Rédacteur (contenus)' },
  { id: 'admin', name: 'Administrateur (aussi comptes, robots.txt, redirections)' },
];

const filters = [
  <TextInput key="q" source="q" label="Identifiant contient" alwaysOn resettable />,
  <SelectInput key="role" source="role" label="Rôle" choices={ROLE_CHOICES} alwaysOn />,
  <NullableBooleanInput key="active" source="is_active" label="Actif" alwaysOn />,
];

const username = (value: string) => (value && !USERNAME_PATTERN.test(value) ? '3 à 80 lettres, chiffres, points, tirets ou soulignés' : undefined);
const password = (value: string) => (value && value.length < 12 ? 'Au moins 12 caractères' : undefined);

function AccountList() {
  return (
    <List
      sx={SCROLLING_TABLE}
      filters={filters}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
    >
      <DatagridConfigurable rowClick="edit" bulkActionButtons={false}>
        <TextField source="username" label="Identifiant" sortable={false} />
        <SelectField source="role" label="Rôle" choices={ROLE_CHOICES} sortable={false} />
        <BooleanField source="is_active" label="Actif" sortable={false} />
        <DateField locales="fr-BE" source="last_login_at" label="Dernière connexion" showTime emptyText="jamais" sortable={false} />
        <DateField locales="fr-BE" source="created_at" label="Créé le" sortable={false} />
        <EditButton />
      </DatagridConfigurable>
    </List>
  );
}

/** The API takes a role and an access only: the username stays, the password is the account holder's. */
const patchOf = (data: Record<string, unknown>) => ({ role: data.role, is_active: data.is_active });

export const accounts: AdminResource = {
  name: 'accounts',
  options: { label: 'Comptes' },
  icon: ManageAccountsIcon,
  adminOnly: true,
  api: { read: '/admin/accounts/', write: '/accounts/', update: 'PATCH' },
  list: AccountList,
  create: () => (
    <Create redirect="list">
      <SimpleForm>
        <TextInput source="username" label="Identifiant" validate={[required(), username]} autoComplete="off" />
        <PasswordInput source="password" label="Mot de passe" validate={[required(), password]} autoComplete="new-password" helperText="Au moins 12 caractères" />
        <SelectInput source="role" label="Rôle" choices={ROLE_CHOICES} validate={required()} defaultValue="editor" />
      </SimpleForm>
    </Create>
  ),
  edit: () => (
    <Edit mutationMode="pessimistic" transform={patchOf}>
      <SimpleForm>
        <TextInput source="username" label="Identifiant" readOnly />
        <SelectInput source="role" label="Rôle" choices={ROLE_CHOICES} validate={required()} />
        <BooleanInput source="is_active" label="Compte actif (désactivé : ses connexions sont refusées aussitôt)" />
      </SimpleForm>
    </Edit>
  ),
  recordRepresentation: 'username',
};
