export { Breadcrumbs } from './Breadcrumbs';
export { prefetchAllowed } from './prefetch-policy';
export { SmartLink } from './SmartLink';
export type { LinkItem } from './types';
