import { jsonLdText, type JsonLdDocument } from '@/lib/json-ld';

/**
 * A page's structured data (src/lib/json-ld.ts) as a JSON-LD data block. A data block is not a
 * script to the browser: the pages' script policy leaves it out (src/server/cache/page-cache-rules.mjs).
 */
export function JsonLd({ data }: { data: JsonLdDocument | null }) {
  if (!data) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
