/** A link whose `href` is a ready path (`/pays/espagne`), as the page layer builds it. */
export type LinkItem = { name: string; href: string };
