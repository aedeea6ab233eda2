import 'server-only';
import type { SharePromotionForm } from '@/lib/forms';
import type { Locale } from '@/lib/locales';
import { db } from '../db/client';
import { sharedPromotions } from '../db/schema';

/**
 * Keeps a promotion a visitor proposed (SPEC §7 share_promotion) for the editors to review;
 * nothing is published from it. The form arrives validated, honeypot included.
 */
export async function sharePromotion(
  locale: Locale,
  form: SharePromotionForm,
  clientHash: string,
): Promise<{ id: number }> {
  const [row] = await db()
    .insert(sharedPromotions)
    .values({
      locale,
      storeName: form.store_name,
      codeOrTitle: form.code_or_title,
      details: form.details,
      // A date without a time: the offer runs until that day, read in UTC like every stored date.
      endDate: form.end_date ? new Date(`${form.end_date}T00:00:00.000Z`) : null,
      clientHash,
    })
    .returning({ id: sharedPromotions.id });
  return { id: row!.id };
}
