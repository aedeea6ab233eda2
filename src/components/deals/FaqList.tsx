import { cx } from '@/components/ui/cx';
import { Disclosure } from '@/components/ui/Disclosure';

export type FaqEntry = { question: string; answer: string };

/**
 * FAQ items as disclosure widgets: each question a button under a heading (h3 under a section's
 * h2, h2 on the FAQ page) that shows its answer.
 */
export function FaqList({ items, headingLevel = 3, className }: { items: FaqEntry[]; headingLevel?: 2 | 3; className?: string }) {
  return (
    <div className={cx('flex max-w-reading flex-col gap-3', className)}>
      {items.map((item) => (
        <Disclosure key={item.question} title={item.question} headingLevel={headingLevel}>
          <p className="whitespace-pre-line text-muted">{item.answer}</p>
        </Disclosure>
      ))}
    </div>
  );
}
