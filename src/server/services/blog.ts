import 'server-only';

/** The blog's services, one module per aggregate: blog categories, posts, and editing. */
export * from './blog-categories';
export * from './blog-posts';
export * from './blog-editing';
