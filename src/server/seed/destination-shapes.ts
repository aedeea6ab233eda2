import 'server-only';
import type { TYPES_OF_STAY } from '../db/schema';
import type { Bilingual, Text } from './locales';

export type StayKind = (typeof TYPES_OF_STAY)[number];

export type ContinentData = { code: string; name: Bilingual };
export type PlaceData = { name: Bilingual; stay?: StayKind };
export type RegionData = {
  name: Bilingual;
  stay: StayKind;
  /** French locative and genitive: "en Andalousie", "d'Andalousie"; Dutch always reads "in X", "van X". */
  inFr: string;
  ofFr: string;
  places: PlaceData[];
};
export type CountryData = {
  code: string;
  continent: string;
  name: Bilingual;
  inFr: string;
  ofFr: string;
  /** One sentence that characterises the country, written by hand for each language (and for France where it differs). */
  pitch: Text;
  /** The best time to go: "de mai à octobre" / "van mei tot oktober". */
  season: Bilingual;
  /** Price level relative to an average destination (1 = average). */
  cost: number;
  /** Whether a Belgian or French identity card is enough to travel there. */
  idCard: boolean;
  regions: RegionData[];
};

/** "Séville|Sevilla" → French and Dutch names; a single name is used in both languages. */
function names(text: string): Bilingual {
  const [fr, nl] = text.split('|');
  return { fr: fr as string, nl: nl ?? (fr as string) };
}

const VOWEL = /^[aeiouyàâéèêîôûœhAEIOUYÀÂÉÈÊÎÔÛŒH]/;

/** A region: "Name|Naam", its kind of stay, its places ("Name|Naam@stay"), and French locative and genitive when the defaults do not read well. */
export function r(name: string, stay: StayKind, places: string[], inFr?: string, ofFr?: string): RegionData {
  const n = names(name);
  return {
    name: n,
    stay,
    inFr: inFr ?? `en ${n.fr}`,
    ofFr: ofFr ?? (VOWEL.test(n.fr) ? `d'${n.fr}` : `de ${n.fr}`),
    places: places.map((p) => {
      const [text, stay] = p.split('@');
      return stay ? { name: names(text as string), stay: stay as StayKind } : { name: names(text as string) };
    }),
  };
}

/** A country with its hand-written figures and texts. */
export function c(
  code: string,
  continent: string,
  name: string,
  inFr: string,
  ofFr: string,
  cost: number,
  idCard: boolean,
  season: [string, string],
  pitch: [string, string] | [string, string, string],
  regions: RegionData[],
): CountryData {
  return {
    code,
    continent,
    name: names(name),
    inFr,
    ofFr,
    cost,
    idCard,
    season: { fr: season[0], nl: season[1] },
    pitch: pitch[2] === undefined ? { fr: pitch[0], nl: pitch[1] } : { fr: pitch[0], nl: pitch[1], frFr: pitch[2] },
    regions,
  };
}
