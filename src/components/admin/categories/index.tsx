'use client';

import CategoryIcon from '@mui/icons-material/AccountTree';
import { landingResource } from '../landing-pages/landing-resource';
import { CategoryForm } from './CategoryForm';

/** Categories and subcategories (SPEC §3): their tree, their pages per locale; the choices of stores' and promotions' forms. */
export const categories = landingResource({
  name: 'categories',
  label: 'Catégories',
  icon: CategoryIcon,
  levels: [
    { id: 1, name: 'Catégorie' },
    { id: 2, name: 'Sous-catégorie' },
    { id: 3, name: 'Sous-catégorie (niveau 3)' },
  ],
  parentLabel: 'Catégorie parente',
  Form: CategoryForm,
});
