import { cx } from '@/components/ui';

/** CMS HTML in the site's reading style. The caller passes HTML it has sanitized (DESIGN §7). */
export function RichText({ sanitizedHtml, className }: { sanitizedHtml: string; className?: string }) {
  if (!sanitizedHtml) return null;
  return <div className={cx('rich-text max-w-reading', className)} dangerouslySetInnerHTML={{ __html: sanitizedHtml }} />;
}
