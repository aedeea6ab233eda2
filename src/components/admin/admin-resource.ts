import type { ResourceProps } from 'react-admin';
import type { ResourceApi } from './data-provider';

/** A screen of the back-office: react-admin's views, where its records live in the API, and who may use it. */
export type AdminResource = ResourceProps & { api: ResourceApi; adminOnly?: boolean };
