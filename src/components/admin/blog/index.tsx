'use client';

import ArticleIcon from '@mui/icons-material/Article';
import CategoryIcon from '@mui/icons-material/Category';
import {
  Create,
  CreateButton,
  Datagrid,
  DateField,
  Edit,
  EditButton,
  FilterButton,
  List,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import { SCROLLING_TABLE } from '../list-layout';
import { MissingLocalesField } from '../locales';
import type { AdminResource } from '../admin-resource';
import { translationsToSend } from '../translations';
import { BlogCategoryForm } from './BlogCategoryForm';
import { PostForm } from './PostForm';

const STATUS_CHOICES = [
  { id: 'scheduled', name: 'Programmé' },
  { id: 'published', name: 'Publié' },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Titre ou adresse" />,
  <SelectInput key="status" source="status" label="Statut" choices={STATUS_CHOICES} alwaysOn />,
  <ReferenceInput key="category" source="blog_category_id" reference="blog_categories" perPage={100}>
    <SelectInput label="Catégorie" optionText="name" />
  </ReferenceInput>,
];

function PostList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'published_at', order: 'DESC' }}
      perPage={25}
      sx={SCROLLING_TABLE}
      actions={
        <TopToolbar>
          <FilterButton />
          <CreateButton />
        </TopToolbar>
      }
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="title" label="Titre" />
        <TextField source="category" label="Catégorie" sortable={false} />
        <SelectField source="status" label="Statut" choices={STATUS_CHOICES} sortable={false} />
        <DateField source="published_at" label="Publication" showTime />
        <TextField source="author" label="Auteur" sortable={false} />
        <MissingLocalesField label="Traductions" />
        <EditButton />
      </Datagrid>
    </List>
  );
}

const postToSend = translationsToSend('title', 'null');

export const posts: AdminResource = {
  name: 'posts',
  options: { label: 'Articles du blog' },
  icon: ArticleIcon,
  recordRepresentation: 'title',
  api: { read: '/admin/posts/', write: '/posts/', update: 'PATCH', orderings: ['published_at', 'title', 'updated_at', 'id'] },
  list: PostList,
  edit: () => (
    <Edit mutationMode="pessimistic" transform={postToSend}>
      <PostForm edit />
    </Edit>
  ),
  create: () => (
    <Create redirect="edit" transform={translationsToSend('title')}>
      <PostForm />
    </Create>
  ),
};

function BlogCategoryList() {
  return (
    <List perPage={25} exporter={false} sx={SCROLLING_TABLE}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="name" label="Nom" sortable={false} />
        <TextField source="slug" label="Adresse" sortable={false} />
      </Datagrid>
    </List>
  );
}

/** Blog categories as the public API lists them in the editor's locale: choices for posts, and new ones added here. */
export const blogCategories: AdminResource = {
  name: 'blog_categories',
  options: { label: 'Catégories du blog' },
  icon: CategoryIcon,
  recordRepresentation: 'name',
  api: { read: '/blog_categories/', localized: true },
  list: BlogCategoryList,
  create: () => (
    <Create redirect="list" transform={translationsToSend('name')}>
      <BlogCategoryForm />
    </Create>
  ),
};
