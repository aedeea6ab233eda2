import 'server-only';
import type { media } from '../db/schema';
import { TYPES_OF_STAY } from '../db/schema';
import type { StayKind } from './destinations-data';
import { type ImageSpec, initials, logoSvg, publicUrl, sceneSvg, SEED_MEDIA_DIR, wordmarkSvg } from './images';
import { seedFrom } from './random';

/**
 * Every image of the seed, with its media id, registered before anything is written so that rows can
 * point at their pictures. Scenes come from fixed pools reused across entities: a large seed draws
 * the same few hundred files as a small one.
 */
export class MediaLibrary {
  readonly specs: ImageSpec[] = [];
  private readonly ids = new Map<string, number>();

  add(spec: ImageSpec): number {
    const known = this.ids.get(spec.file);
    if (known) return known;
    this.specs.push(spec);
    const id = this.specs.length;
    this.ids.set(spec.file, id);
    return id;
  }

  rows(sizes: readonly number[]): (typeof media.$inferInsert)[] {
    return this.specs.map((spec, i) => ({
      id: i + 1,
      file: spec.file,
      name: spec.name,
      mimeType: 'image/webp',
      width: spec.width,
      height: spec.height,
      size: sizes[i] ?? 0,
      alt: spec.alt,
      altTranslations: spec.altNl ? { 'nl-be': spec.altNl } : {},
    }));
  }
}

const file = (name: string) => `${SEED_MEDIA_DIR}/${name}.webp`;
const hueOf = (text: string) => seedFrom(text) % 360;

const STAY_ALT: Record<StayKind, { alt: string; altNl: string }> = {
  beach: { alt: 'Plage de sable et mer turquoise', altNl: 'Zandstrand en turquoise zee' },
  city: { alt: 'Silhouette d’une ville au coucher du soleil', altNl: 'Silhouet van een stad bij zonsondergang' },
  mountain: { alt: 'Montagnes et forêts en été', altNl: 'Bergen en bossen in de zomer' },
  ski: { alt: 'Sommets enneigés et pistes de ski', altNl: 'Besneeuwde toppen en skipistes' },
  countryside: { alt: 'Collines verdoyantes à la campagne', altNl: 'Groene heuvels op het platteland' },
  wellness: { alt: 'Galets et eau calme d’un spa', altNl: 'Kiezels en kalm water van een spa' },
  adventure: { alt: 'Dunes et soleil pour un voyage d’aventure', altNl: 'Duinen en zon voor een avontuurlijke reis' },
};

export type MediaPools = {
  banner: Record<StayKind, number[]>;
  slider: number[];
  blog: Record<StayKind, number[]>;
  propertyImages: Record<StayKind, string[]>;
  homepageBanner: number;
};

const BANNER_VARIANTS = 3;
const PROPERTY_VARIANTS = 4;
const BLOG_VARIANTS = 3;
const SLIDER_COUNT = 21;

export function createPools(lib: MediaLibrary): MediaPools {
  const byStay = <T>(make: (stay: StayKind) => T): Record<StayKind, T> =>
    Object.fromEntries(TYPES_OF_STAY.map((stay) => [stay, make(stay)])) as Record<StayKind, T>;
  const banner = byStay((stay) =>
    Array.from({ length: BANNER_VARIANTS }, (_, i) =>
      lib.add({ file: file(`banner-${stay}-${i + 1}`), name: `banner-${stay}-${i + 1}.webp`, ...STAY_ALT[stay], width: 1600, height: 500, svg: sceneSvg(stay, `banner-${i}`, 1600, 500) }),
    ),
  );
  const propertyImages = byStay((stay) =>
    Array.from({ length: PROPERTY_VARIANTS }, (_, i) => {
      const name = `property-${stay}-${i + 1}`;
      lib.add({ file: file(name), name: `${name}.webp`, ...STAY_ALT[stay], width: 640, height: 427, svg: sceneSvg(stay, `property-${i}`, 640, 427) });
      return publicUrl(file(name));
    }),
  );
  const blog = byStay((stay) =>
    Array.from({ length: BLOG_VARIANTS }, (_, i) =>
      lib.add({ file: file(`blog-${stay}-${i + 1}`), name: `blog-${stay}-${i + 1}.webp`, ...STAY_ALT[stay], width: 1200, height: 630, svg: sceneSvg(stay, `blog-${i}`, 1200, 630) }),
    ),
  );
  const slider = Array.from({ length: SLIDER_COUNT }, (_, i) => {
    const stay = TYPES_OF_STAY[i % TYPES_OF_STAY.length] as StayKind;
    const name = `slider-${String(i + 1).padStart(2, '0')}`;
    return lib.add({ file: file(name), name: `${name}.webp`, ...STAY_ALT[stay], width: 800, height: 450, svg: sceneSvg(stay, `slider-${i}`, 800, 450) });
  });
  const homepageBanner = lib.add({
    file: file('homepage-banner'),
    name: 'homepage-banner.webp',
    alt: 'Plage au coucher du soleil',
    altNl: 'Strand bij zonsondergang',
    width: 1920,
    height: 600,
    svg: sceneSvg('beach', 'homepage', 1920, 600),
  });
  return { banner, slider, blog, propertyImages, homepageBanner };
}

export function storeLogo(lib: MediaLibrary, name: string, slug: string): number {
  return lib.add({ file: file(`store-${slug}`), name: `store-${slug}.webp`, alt: `Logo ${name}`, width: 256, height: 256, svg: logoSvg(initials(name), hueOf(name)) });
}

/** Logos of the generated stores of the large seed: a fixed pool of one letter in four colours, shared. */
export function sharedLogo(lib: MediaLibrary, name: string): number {
  const letter = initials(name).slice(0, 1);
  const hue = (hueOf(letter) + (seedFrom(name) % 4) * 90) % 360;
  const key = `${letter.toLowerCase()}-${hue}`;
  return lib.add({ file: file(`logo-${key}`), name: `logo-${key}.webp`, alt: `Logo ${letter}`, width: 256, height: 256, svg: logoSvg(letter, hue) });
}

export function categoryIcon(lib: MediaLibrary, key: string, name: { fr: string; nl: string }): number {
  return lib.add({ file: file(`category-${key}`), name: `category-${key}.webp`, alt: name.fr, altNl: name.nl, width: 128, height: 128, svg: logoSvg(initials(name.fr), hueOf(key), 128) });
}

export function partnerLogo(lib: MediaLibrary, name: string, slug: string): string {
  const f = file(`partner-${slug}`);
  lib.add({ file: f, name: `partner-${slug}.webp`, alt: `Logo ${name}`, width: 320, height: 120, svg: wordmarkSvg(name, hueOf(slug)) });
  return publicUrl(f);
}
