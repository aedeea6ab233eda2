import { Disclosure } from '@/components/ui/Disclosure';

export type FaqEntry = { question: string; answer: string };

/** FAQ items as disclosure widgets: each question a button under an h3 that shows its answer. */
export function FaqList({ items }: { items: FaqEntry[] }) {
  return (
    <div className="flex max-w-reading flex-col gap-3">
      {items.map((item) => (
        <Disclosure key={item.question} title={item.question} headingLevel={3}>
          <p className="whitespace-pre-line text-muted">{item.answer}</p>
        </Disclosure>
      ))}
    </div>
  );
}
