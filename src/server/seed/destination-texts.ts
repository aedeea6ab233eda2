import 'server-only';
import type { FaqItem } from '../db/schema';
import type { CountryData, StayKind } from './destinations-data';
import { type Bilingual, type Language, type Locale, type Text, languageOf, textFor } from './locales';
import type { Rng } from './random';
import { stayIntro, stayLabel, stayLodging, stayTips } from './stay-texts';
import { META_MAX, SEO_TITLE_MAX, euros, firstFitting, h2, listJoin, p, ul } from './text';

/** How a destination is named inside sentences, per language. */
export type DestinationWords = {
  /** Display name. */
  name: Bilingual;
  /** Locative: "en Espagne", "aux Baléares" / "in Spanje", "op de Balearen". */
  at: Bilingual;
  /** Genitive: "d'Espagne" / "van Spanje". */
  of: Bilingual;
  /** Name with its article where the language needs one inside a sentence: "Andalousie" / "de Balearen". */
  bare: Bilingual;
};

export type LandingTexts = {
  name: string;
  header1: string;
  header2: string;
  topDescription: string;
  bottomDescription: string;
  seoTitle: string;
  metaDescription: string;
  faqItems: FaqItem[];
};

/**
 * Writes a landing page for one locale. The random picks are drawn before it is returned, so the two
 * French sites read the same page but for what depends on the market (titles, departures, formalities).
 */
export type LandingWriter = (locale: Locale) => LandingTexts;

/** Where the French site's visitors fly from, in its titles and descriptions. */
const FRENCH_DEPARTURES = 'au départ de Paris, Lyon ou Marseille';

const SKI_SEASON: Bilingual = { fr: 'de décembre à avril', nl: 'van december tot april' };
/** Countries one reaches by car or train from Belgium, where a price "flight included" would be odd. */
export const NEARBY = new Set(['BE', 'NL', 'FR', 'DE', 'LU']);
const MEDIUM_HAUL = new Set(['MA', 'TN', 'EG', 'CV', 'TR']);

/** An honest order of magnitude for a week in a three-star hotel, per person, in cents. */
export function weekBudget(country: CountryData): [number, number] {
  const haul = NEARBY.has(country.code) ? 0.8 : country.continent === 'EU' || MEDIUM_HAUL.has(country.code) ? 1 : 1.7;
  const round = (v: number) => Math.round(v / 50) * 50 * 100;
  return [round(420 * country.cost * haul), round(880 * country.cost * haul)];
}

const fill = (text: string, at: string) => text.replace(/\{at\}/g, at);

/** The country's season, minus its winter-sports clause when the place is not a ski resort. */
function seasonFor(country: CountryData, stay: StayKind, lang: Language, whole: boolean): string {
  if (stay === 'ski') return SKI_SEASON[lang];
  const season = country.season[lang];
  if (whole || !/ski/.test(season)) return season;
  const parts = season.split(', ').map((part) => part.replace(/^(et|en) /, ''));
  return parts.find((part) => !/ski/.test(part)) ?? season;
}

export function seasonAnswer(country: CountryData, stay: StayKind, at: string, locale: Locale, whole = false): string {
  const lang = languageOf(locale);
  const season = seasonFor(country, stay, lang, whole);
  const holidays: Text = {
    fr: 'En dehors des vacances scolaires',
    frFr: 'En dehors des vacances scolaires des zones A, B et C',
    nl: 'Buiten de schoolvakanties',
  };
  return lang === 'fr'
    ? `La meilleure période pour partir ${at} : ${season}. ${textFor(holidays, locale)}, les prix des séjours baissent souvent de 20 à 30 %.`
    : `De beste reisperiode ${at}: ${season}. ${holidays.nl} liggen de prijzen vaak 20 tot 30 % lager.`;
}

export function budgetAnswer(country: CountryData, locale: Locale): string {
  const lang = languageOf(locale);
  const [lo, hi] = weekBudget(country);
  const flight: Text = { fr: 'vol compris', frFr: 'vol au départ de Paris compris', nl: 'vlucht inbegrepen' };
  const transport = NEARBY.has(country.code)
    ? lang === 'fr' ? 'transport non compris' : 'vervoer niet inbegrepen'
    : textFor(flight, locale);
  return lang === 'fr'
    ? `Comptez en moyenne entre ${euros(lo, 'fr')} et ${euros(hi, 'fr')} par personne pour une semaine en hôtel trois étoiles, ${transport}. Partir hors vacances scolaires et utiliser nos codes promo permet de réduire sensiblement la facture.`
    : `Reken gemiddeld op ${euros(lo, 'nl')} tot ${euros(hi, 'nl')} per persoon voor een week in een driesterrenhotel, ${transport}. Buiten de schoolvakanties vertrekken en onze kortingscodes gebruiken, maakt de factuur een flink stuk lichter.`;
}

export function documentsAnswer(country: CountryData, locale: Locale): string {
  const lang = languageOf(locale);
  if (country.idCard && country.code === 'FR' && locale === 'fr-fr') {
    return 'Aucune formalité pour voyager en France métropolitaine. Gardez simplement sur vous une pièce d’identité en cours de validité.';
  }
  if (country.idCard) {
    return textFor(
      {
        fr: 'Pour les ressortissants belges et français, une carte d’identité en cours de validité suffit. Vérifiez toutefois les conditions propres à votre nationalité avant de partir.',
        frFr: 'Pour les ressortissants français, une carte nationale d’identité en cours de validité suffit. Vérifiez toutefois les conditions propres à votre nationalité avant de partir.',
        nl: 'Voor Belgen en Nederlanders volstaat een geldige identiteitskaart. Controleer wel de voorwaarden die voor jouw nationaliteit gelden voor je vertrekt.',
      },
      locale,
    );
  }
  return lang === 'fr'
    ? 'Oui, un passeport en cours de validité est nécessaire. Selon votre nationalité et la durée du séjour, un visa ou une autorisation électronique peut être exigé : consultez le site des Affaires étrangères avant de réserver.'
    : 'Ja, je hebt een geldig paspoort nodig. Afhankelijk van je nationaliteit en de duur van je verblijf kan een visum of een elektronische reistoestemming vereist zijn: raadpleeg de website van Buitenlandse Zaken voor je boekt.';
}

export type CountryInput = { words: DestinationWords; country: CountryData; stay: StayKind; regions: { words: DestinationWords; stay: StayKind }[] };
export type RegionInput = { words: DestinationWords; country: CountryData; countryWords: DestinationWords; stay: StayKind; places: { words: DestinationWords; stay: StayKind }[] };
export type PlaceInput = {
  words: DestinationWords;
  country: CountryData;
  countryWords: DestinationWords;
  regionWords: DestinationWords;
  stay: StayKind;
  siblings: DestinationWords[];
};

function seo(lang: Language, at: string, year: number) {
  return lang === 'fr' ? `Vacances ${at} : offres, hôtels et codes promo ${year}` : `Vakantie ${at}: aanbiedingen, hotels en kortingscodes ${year}`;
}

/** Whether a destination lies in France, where the French site's visitors need no departure airport. */
const inFrance = (country: CountryData) => country.code === 'FR';

export function countryTexts(input: CountryInput, lang: Language, rng: Rng, year: number): LandingWriter {
  const { words, country } = input;
  const at = words.at[lang];
  const regionsAt = input.regions.slice(0, 3).map((r) => r.words.at[lang]);
  const fr = lang === 'fr';
  const tips = rng.sample(stayTips(input.stay, lang), 3);
  const regionNames = input.regions.slice(0, 2).map((r) => (fr ? r.words.at.fr : `naar ${r.words.bare.nl}`));
  return (locale) => {
    const top =
      p(textFor(country.pitch, locale)) +
      p(
        fr
          ? `Nos partenaires proposent des séjours dans tout le pays, notamment ${listJoin(regionsAt, 'et')}. Comparez les hôtels, les vols et les formules tout compris, puis utilisez nos codes promo pour payer moins cher.`
          : `Onze partners bieden reizen aan in het hele land, onder meer ${listJoin(regionsAt, 'en')}. Vergelijk hotels, vluchten en all-informules en gebruik onze kortingscodes om minder te betalen.`,
      );
    const bottom =
      h2(fr ? `Quand partir ${at} ?` : `Wanneer ga je best naar ${words.bare.nl}?`) +
      p(seasonAnswer(country, input.stay, at, locale, true)) +
      h2(fr ? 'Les régions à découvrir' : 'Regio’s om te ontdekken') +
      ul(input.regions.map((r) => `${r.words.name[lang]}${fr ? ' : ' : ': '}${stayLabel(r.stay, lang)}`)) +
      h2(fr ? 'Nos conseils pour réserver' : 'Onze tips om te boeken') +
      ul(tips);
    const faq: FaqItem[] = [
      { question: fr ? `Quelle est la meilleure période pour partir ${at} ?` : `Wat is de beste periode voor een vakantie ${at}?`, answer: seasonAnswer(country, input.stay, at, locale, true) },
      { question: fr ? `Combien coûte une semaine de vacances ${at} ?` : `Wat kost een week vakantie ${at}?`, answer: budgetAnswer(country, locale) },
      { question: fr ? `Faut-il un passeport pour voyager ${at} ?` : `Heb je een paspoort nodig om ${at} te reizen?`, answer: documentsAnswer(country, locale) },
    ];
    if (input.regions.length >= 2) {
      faq.push({
        question: fr ? `Quelles sont les régions les plus populaires ${at} ?` : `Wat zijn de populairste regio’s ${at}?`,
        answer: fr
          ? `Nos visiteurs réservent surtout ${listJoin(regionsAt, 'et')}. Chaque région a son caractère : consultez nos pages dédiées pour choisir celle qui vous correspond.`
          : `Onze bezoekers boeken vooral ${listJoin(regionsAt, 'en')}. Elke regio heeft haar eigen karakter: bekijk onze pagina’s om de regio te kiezen die bij jou past.`,
      });
    }
    const regions = listJoin(regionNames, 'et');
    return {
      name: words.name[lang],
      header1: fr ? `Vacances ${at}` : `Vakantie ${at}`,
      header2: fr ? `Séjours, hôtels et codes promo pour partir ${at}` : `Reizen, hotels en kortingscodes voor je vakantie ${at}`,
      topDescription: top,
      bottomDescription: bottom,
      seoTitle:
        locale !== 'fr-fr'
          ? seo(lang, at, year)
          : inFrance(country)
            ? `Vacances ${at} : séjours et bons plans ${year}`
            : firstFitting(SEO_TITLE_MAX, [`Vacances ${at} depuis la France ${year}`, `Vacances ${at} depuis la France`, `Vacances ${at} : départs de France`, `Vacances ${at} ${year}`]),
      metaDescription:
        locale === 'nl-be'
          ? `Plan je vakantie ${at}: reizen ${listJoin(regionNames, 'en')}, hotels aan de beste prijs en dagelijks gecontroleerde kortingscodes.`
          : locale === 'fr-be'
            ? `Préparez vos vacances ${at} : séjours ${regions}, hôtels au meilleur prix et codes promo vérifiés chaque jour.`
            : inFrance(country)
              ? firstFitting(META_MAX, [
                  `Vacances ${at} sans prendre l’avion : séjours ${regions}, hôtels et codes promo vérifiés chaque jour pour les vacanciers français.`,
                  `Vacances ${at} sans prendre l’avion : séjours ${regions}, hôtels et codes promo vérifiés.`,
                ])
              : firstFitting(META_MAX, [
                  `Vacances ${at} ${FRENCH_DEPARTURES} : séjours ${regions}, hôtels et codes promo vérifiés pour les voyageurs français.`,
                  `Vacances ${at} ${FRENCH_DEPARTURES} : séjours ${regions}, hôtels et codes promo vérifiés.`,
                  `Vacances ${at} ${FRENCH_DEPARTURES} : séjours, hôtels et codes promo vérifiés pour les voyageurs français.`,
                  `Vacances ${at} au départ de France : séjours, hôtels et codes promo vérifiés.`,
                ]),
      faqItems: faq,
    };
  };
}

export function regionTexts(input: RegionInput, lang: Language, rng: Rng, year: number): LandingWriter {
  const { words, country } = input;
  const at = words.at[lang];
  const fr = lang === 'fr';
  const placeNames = input.places.slice(0, 3).map((pl) => pl.words.bare[lang]);
  const intro = fill(rng.pick(stayIntro(input.stay, lang)), at);
  const tips = rng.sample(stayTips(input.stay, lang), 3);
  const withBudget = rng.chance(0.6);
  const placesAt = input.places.slice(0, 3).map((pl) => pl.words.at[lang]);
  const placesMeta = input.places.slice(0, 2).map((pl) => (fr ? pl.words.at.fr : `naar ${pl.words.bare.nl}`));
  return (locale) => {
    const top =
      p(intro) +
      p(
        fr
          ? `Les vacanciers y choisissent le plus souvent ${listJoin(placeNames, 'et')} : retrouvez ci-dessous nos offres de séjours et les codes promo de nos partenaires pour chacune de ces destinations.`
          : `Vakantiegangers kiezen er het vaakst voor ${listJoin(placeNames, 'en')}: hieronder vind je onze reisaanbiedingen en de kortingscodes van onze partners voor elk van die bestemmingen.`,
      );
    const bottom =
      h2(fr ? `Quand partir ${at} ?` : `Wanneer ga je best naar ${words.bare.nl}?`) +
      p(seasonAnswer(country, input.stay, at, locale)) +
      h2(fr ? `Où séjourner ${at} ?` : `Waar verblijf je ${at}?`) +
      ul(input.places.map((pl) => `${pl.words.name[lang]}${fr ? ' : ' : ': '}${stayLabel(pl.stay, lang)}`)) +
      h2(fr ? 'Nos conseils pour réserver' : 'Onze tips om te boeken') +
      ul(tips);
    const faq: FaqItem[] = [
      { question: fr ? `Quand partir ${at} ?` : `Wanneer ga je best naar ${words.bare.nl}?`, answer: seasonAnswer(country, input.stay, at, locale) },
      {
        question: fr ? `Où loger ${at} ?` : `Waar overnacht je ${at}?`,
        answer: fr
          ? `Les séjours les plus réservés ${at} se situent ${listJoin(placesAt, 'et')}. ${stayLodging(input.stay, 'fr')}`
          : `De meest geboekte verblijven ${at} liggen ${listJoin(placesAt, 'en')}. ${stayLodging(input.stay, 'nl')}`,
      },
    ];
    if (withBudget) faq.push({ question: fr ? `Quel budget prévoir pour une semaine ${at} ?` : `Welk budget voorzie je voor een week ${at}?`, answer: budgetAnswer(country, locale) });
    const places = listJoin(placesMeta, 'et');
    return {
      name: words.name[lang],
      header1: fr ? `Vacances ${at}` : `Vakantie ${at}`,
      header2: fr ? `Nos meilleures offres ${at}, ${input.countryWords.at.fr}` : `Onze beste aanbiedingen ${at}, ${input.countryWords.at.nl}`,
      topDescription: top,
      bottomDescription: bottom,
      // Regions read "Séjours" where countries read "Vacances", so that a region named like its country keeps a title of its own.
      seoTitle:
        locale !== 'fr-fr'
          ? seo(lang, at, year)
          : inFrance(country)
            ? firstFitting(SEO_TITLE_MAX, [`Séjours ${at} : bons plans ${year}`, `Séjours ${at} : bons plans`, `Séjours ${at} ${year}`])
            : firstFitting(SEO_TITLE_MAX, [`Séjours ${at} au départ de France`, `Séjours ${at} depuis la France`, `Séjours ${at}, départ de France`, `Séjours ${at} ${year}`]),
      metaDescription:
        locale === 'nl-be'
          ? `Plan je vakantie ${at}: reizen ${listJoin(placesMeta, 'en')}, hotels aan de beste prijs en dagelijks gecontroleerde kortingscodes.`
          : locale === 'fr-be'
            ? `Préparez vos vacances ${at} : séjours ${places}, hôtels au meilleur prix et codes promo vérifiés chaque jour.`
            : inFrance(country)
              ? firstFitting(META_MAX, [
                  `Séjours ${at} pour les vacanciers français : ${places}, hôtels au meilleur prix et codes promo vérifiés chaque jour.`,
                  `Séjours ${at} pour les vacanciers français : ${places}, hôtels et codes promo vérifiés.`,
                  `Séjours ${at} pour les vacanciers français : hôtels et codes promo vérifiés.`,
                ])
              : firstFitting(META_MAX, [
                  `Séjours ${at} ${FRENCH_DEPARTURES} : ${places}, hôtels au meilleur prix et codes promo vérifiés chaque jour.`,
                  `Séjours ${at} ${FRENCH_DEPARTURES} : ${places}, hôtels et codes promo vérifiés.`,
                  `Séjours ${at} ${FRENCH_DEPARTURES} : hôtels au meilleur prix et codes promo vérifiés chaque jour.`,
                  `Séjours ${at} au départ de France : hôtels et codes promo vérifiés.`,
                ]),
      faqItems: faq,
    };
  };
}

export function placeTexts(input: PlaceInput, lang: Language, rng: Rng, year: number): LandingWriter {
  const { words, country } = input;
  const at = words.at[lang];
  const fr = lang === 'fr';
  const sameAsRegion = input.regionWords.name[lang] === words.name[lang];
  const where = sameAsRegion ? input.countryWords.at[lang] : `${input.regionWords.at[lang]}, ${input.countryWords.at[lang]}`;
  const name = words.name[lang];
  const intro = fill(rng.pick(stayIntro(input.stay, lang)), at);
  const tips = rng.sample(stayTips(input.stay, lang), 3);
  const withBudget = rng.chance(0.5);
  const siblings = input.siblings.slice(0, 3).map((s) => s.bare[lang]);
  const countryName = input.countryWords.name[lang];
  return (locale) => {
    const top =
      p(intro) +
      p(
        fr
          ? `${name} se trouve ${where}. Comparez les hôtels et les séjours proposés par nos partenaires et profitez de nos codes promo pour réserver au meilleur prix.`
          : `${name} ligt ${where}. Vergelijk de hotels en reizen van onze partners en profiteer van onze kortingscodes om aan de beste prijs te boeken.`,
      );
    let bottom =
      h2(fr ? `Quel hébergement choisir ${at} ?` : `Welke accommodatie kies je ${at}?`) +
      p(stayLodging(input.stay, lang)) +
      h2(fr ? 'Nos conseils pour réserver' : 'Onze tips om te boeken') +
      ul(tips);
    if (siblings.length > 0) {
      bottom +=
        h2(fr ? 'À découvrir dans les environs' : 'In de buurt te ontdekken') +
        p(
          fr
            ? `Pour varier les plaisirs, ${listJoin(siblings, 'et')} se trouvent dans la même région et méritent une excursion d’une journée ou une étape de votre séjour.`
            : `Voor wat afwisseling liggen ${listJoin(siblings, 'en')} in dezelfde regio en zijn ze een dagtrip of een etappe van je reis waard.`,
        );
    }
    const faq: FaqItem[] = [
      { question: fr ? `Quel hébergement choisir ${at} ?` : `Welke accommodatie kies je ${at}?`, answer: stayLodging(input.stay, lang) },
      { question: fr ? `Quand partir ${at} ?` : `Wanneer ga je best naar ${words.bare.nl}?`, answer: seasonAnswer(country, input.stay, input.countryWords.at[lang], locale) },
    ];
    if (withBudget) faq.push({ question: fr ? `Combien coûte une semaine ${at} ?` : `Wat kost een week ${at}?`, answer: budgetAnswer(country, locale) });
    return {
      name,
      header1: fr ? `Vacances ${at}` : `Vakantie ${at}`,
      header2: fr ? `Hôtels, séjours et codes promo ${at}` : `Hotels, reizen en kortingscodes ${at}`,
      topDescription: top,
      bottomDescription: bottom,
      // A place may share its name with its region (Berlin) or with a place abroad (Victoria): its
      // title and description name its country, so that none repeats another's.
      seoTitle:
        locale === 'nl-be'
          ? `${name} (${countryName}): hotels, reizen en kortingscodes ${year}`
          : locale === 'fr-be'
            ? `${name} (${countryName}) : hôtels, séjours et codes promo ${year}`
            : inFrance(country)
              ? firstFitting(SEO_TITLE_MAX, [`${name} (France) : week-end et séjours ${year}`, `${name} (France) : séjours ${year}`, `${name} (France)`])
              : firstFitting(SEO_TITLE_MAX, [
                  `${name} (${countryName}) : séjours depuis la France`,
                  `${name} (${countryName}) : départ de France`,
                  `${name} (${countryName}), départ de France`,
                  `${name} (${countryName}) ${year}`,
                ]),
      metaDescription:
        locale === 'nl-be'
          ? `Plan je vakantie ${at} (${countryName}): hotels en reizen aan de beste prijs, met dagelijks gecontroleerde kortingscodes.`
          : locale === 'fr-be'
            ? `Préparez vos vacances ${at} (${countryName}) : hôtels et séjours au meilleur prix, avec des codes promo vérifiés chaque jour.`
            : inFrance(country)
              ? firstFitting(META_MAX, [
                  `Week-end ou séjour ${at} (France) : hôtels au meilleur prix pour les vacanciers français, avec des codes promo vérifiés chaque jour.`,
                  `Séjour ${at} (France) : hôtels et codes promo vérifiés pour les vacanciers français.`,
                ])
              : firstFitting(META_MAX, [
                  `Séjour ${at} (${countryName}) ${FRENCH_DEPARTURES} : hôtels et séjours au meilleur prix, avec des codes promo vérifiés chaque jour.`,
                  `Séjour ${at} (${countryName}) ${FRENCH_DEPARTURES} : hôtels et codes promo vérifiés.`,
                  `Séjour ${at} (${countryName}) au départ de France : hôtels et codes promo vérifiés.`,
                ]),
      faqItems: faq,
    };
  };
}
