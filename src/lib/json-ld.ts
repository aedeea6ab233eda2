/** JSON for a script tag: `<` escaped so that content can never close the tag. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** A FAQ as schema.org FAQPage structured data. */
export function faqJsonLd(items: { question: string; answer: string }[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
  };
}

/** What a blog post's structured data says; addresses are absolute. */
export type BlogPostingFacts = {
  url: string;
  headline: string;
  description: string;
  image: string | null;
  datePublished: string;
  author: string;
  /** The blog category's name. */
  section: string;
  wordCount: number;
  /** BCP 47 language of the page (`fr-BE`). */
  language: string;
  publisher: { name: string; url: string };
};

/** A blog post as schema.org BlogPosting structured data. */
export function blogPostingJsonLd(post: BlogPostingFacts): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    mainEntityOfPage: { '@type': 'WebPage', '@id': post.url },
    url: post.url,
    headline: post.headline,
    ...(post.description ? { description: post.description } : {}),
    ...(post.image ? { image: [post.image] } : {}),
    datePublished: post.datePublished,
    ...(post.author ? { author: { '@type': 'Person', name: post.author } } : {}),
    ...(post.publisher.name ? { publisher: { '@type': 'Organization', name: post.publisher.name, url: post.publisher.url } } : {}),
    articleSection: post.section,
    wordCount: post.wordCount,
    inLanguage: post.language,
  };
}
