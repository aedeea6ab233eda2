import 'server-only';
import type { Locale } from './locales';
import { MediaLibrary, type MediaPools, createPools } from './media';
import { Rng } from './random';
import { SlugRegistry } from './slug-registry';

export type SeedScale = 'small' | 'large';

/** Sizes of one scale. The large seed is the small content plus generated stores and promotions. */
export type ScaleConfig = { stores: number; promotions: number; properties: number };

export const SCALES: Record<SeedScale, ScaleConfig> = {
  small: { stores: 0, promotions: 1_500, properties: 20_000 },
  large: { stores: 10_000, promotions: 100_000, properties: 1_000_000 },
};

export const BRAND: Record<Locale, string> = { 'fr-be': 'Vakantio', 'nl-be': 'Vakantio', 'fr-fr': 'Vakantio France' };

/** State shared by the builders of one seed run; every random stream is named so that adding one never shifts another. */
export class SeedContext {
  readonly media = new MediaLibrary();
  readonly slugs = new SlugRegistry();
  readonly pools: MediaPools;
  readonly year: number;

  constructor(
    readonly now: Date,
    readonly scale: SeedScale,
    readonly config: ScaleConfig,
  ) {
    this.pools = createPools(this.media);
    this.year = now.getUTCFullYear();
  }

  rng(stream: string): Rng {
    return new Rng(`vakantio:${stream}`);
  }

  /** A moment relative to `now`, in days (fractions allowed). */
  daysFromNow(days: number): Date {
    return new Date(this.now.getTime() + Math.round(days * 86_400_000));
  }
}
