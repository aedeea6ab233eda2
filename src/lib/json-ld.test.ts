import { describe, expect, it } from 'vitest';
import { blogPostingJsonLd, jsonLdText } from './json-ld';

const facts = {
  url: 'https://www.example.be/blog/plages/les-plus-belles-criques',
  headline: 'Les plus belles criques',
  description: 'Notre sélection.',
  image: 'https://www.example.be/storage/media/crique.webp',
  datePublished: '2026-05-04T09:00:00.000Z',
  author: 'Sophie Lambert',
  section: 'Plages et îles',
  wordCount: 812,
  language: 'fr-BE',
  publisher: { name: 'Vakantio', url: 'https://www.example.be' },
};

describe('BlogPosting structured data', () => {
  it('names the post, its page, picture, date, author, publisher and language', () => {
    expect(blogPostingJsonLd(facts)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      mainEntityOfPage: { '@type': 'WebPage', '@id': facts.url },
      url: facts.url,
      headline: facts.headline,
      description: facts.description,
      image: [facts.image],
      datePublished: facts.datePublished,
      author: { '@type': 'Person', name: 'Sophie Lambert' },
      publisher: { '@type': 'Organization', name: 'Vakantio', url: 'https://www.example.be' },
      articleSection: 'Plages et îles',
      wordCount: 812,
      inLanguage: 'fr-BE',
    });
  });

  it('leaves out what the post does not have', () => {
    const data = blogPostingJsonLd({ ...facts, description: '', image: null, author: '', publisher: { name: '', url: facts.publisher.url } });
    expect(data).not.toHaveProperty('description');
    expect(data).not.toHaveProperty('publisher');
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('author');
  });

  it('can never close its script tag', () => {
    expect(jsonLdText(blogPostingJsonLd({ ...facts, headline: '</script><script>alert(1)</script>' }))).not.toContain('</script>');
  });
});
