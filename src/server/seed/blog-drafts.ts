import 'server-only';
import type { PostNode } from './blog';
import { HANDWRITTEN_POSTS, type PostBlock } from './blog-data';
import { BEACH_LINES, CITY_DAYS, IDEA_SECTIONS, SKI_LINES } from './blog-texts';
import { NEARBY, budgetAnswer, documentsAnswer, seasonAnswer } from './destination-texts';
import type { DestNode, DestinationTree } from './destinations';
import type { StayKind } from './destinations-data';
import { type Language, type Locale, type Text, languageOf, textFor } from './locales';
import type { Rng } from './random';
import { stayIntro, stayLabel, stayLodging, stayTips } from './stay-texts';
import type { StoreKind } from './stores-data';
import { SEO_TITLE_MAX, capitalize, firstFitting, frAt, frOf, h2, p, ul } from './text';

/** A post before it gets its id, slug, date, author, image and similar stores. */
export type Draft = Omit<PostNode, 'id' | 'slug' | 'publishedAt' | 'author' | 'imageId' | 'similarStoreIds'>;

const both = (make: (lang: Language) => string): Text => ({ fr: make('fr'), nl: make('nl') });
/** A text whose French differs in France; `make` draws no randomness, or writing fr-fr would shift every later draw. */
const perLocale = (make: (locale: Locale) => string): Text => ({ fr: make('fr-be'), nl: make('nl-be'), frFr: make('fr-fr') });
/** A post's SEO title: its title in Belgium, `frFr` (the first wording that fits) in France. */
const seoTitles = (title: { fr: string; nl: string }, frFr: string[]): Text => ({ ...title, frFr: firstFitting(SEO_TITLE_MAX, frFr) });

function blocksToHtml(blocks: PostBlock[]): string {
  return blocks.map((b) => (b.h2 ? h2(b.h2) : '') + (b.p ?? []).map(p).join('') + (b.ul ? ul(b.ul) : '')).join('');
}

function countryGuide(cn: DestNode, rng: Rng): Draft {
  const c = cn.country;
  const tips = { fr: rng.sample(stayTips(cn.stay, 'fr'), 3), nl: rng.sample(stayTips(cn.stay, 'nl'), 3) };
  const content = perLocale((locale) => {
    const lang = languageOf(locale);
    const fr = lang === 'fr';
    const at = cn.words.at[lang];
    return (
      p(textFor(c.pitch, locale)) +
      p(fr
        ? `Dans ce guide, nous répondons aux questions que se posent le plus souvent nos lecteurs avant de partir ${at} : la meilleure saison, les régions à privilégier, le budget à prévoir et les formalités.`
        : `In deze gids beantwoorden we de vragen die onze lezers het vaakst stellen voor ze ${at} op vakantie gaan: het beste seizoen, de regio’s die je niet mag missen, het budget en de formaliteiten.`) +
      h2(fr ? `Quand partir ${at} ?` : `Wanneer ga je best naar ${cn.words.bare.nl}?`) + p(seasonAnswer(c, cn.stay, at, locale, true)) +
      h2(fr ? 'Les régions à ne pas manquer' : 'Regio’s die je niet mag missen') +
      ul(cn.children.map((r) => `${r.words.name[lang]}${fr ? ' : ' : ': '}${stayLabel(r.stay, lang)}`)) +
      h2(fr ? 'Quel budget prévoir ?' : 'Welk budget voorzie je?') + p(budgetAnswer(c, locale)) +
      h2(fr ? 'Formalités' : 'Formaliteiten') + p(documentsAnswer(c, locale)) +
      h2(fr ? 'Nos conseils pour payer moins cher' : 'Onze tips om minder te betalen') + ul(tips[lang])
    );
  });
  const at = cn.words.at.fr;
  const title = { fr: `Partir ${at} : quand y aller, que voir et à quel budget ?`, nl: `Op vakantie ${cn.words.at.nl}: wanneer ga je, wat zie je en wat kost het?` };
  return {
    categoryKey: 'destinations',
    title,
    seoTitle: seoTitles(title, [`Partir ${at} depuis la France : le guide`, `Partir ${at} : guide pour les Français`, `Partir ${at} : le guide`, `Partir ${at}, le guide`]),
    excerpt: {
      fr: `Meilleure saison, régions incontournables, budget et formalités : tout ce qu’il faut savoir avant de partir ${at}.`,
      nl: `Beste reisperiode, regio’s om te zien, budget en formaliteiten: alles wat je moet weten voor je ${cn.words.at.nl} op vakantie gaat.`,
      frFr: `Meilleure saison, régions incontournables, budget vol compris et formalités pour les Français : tout savoir avant de partir ${at}.`,
    },
    content, stay: cn.stay, destination: cn, storeKinds: ['tour_operator', 'airline', 'insurance'],
  };
}

function beachGuide(rn: DestNode, rng: Rng): Draft {
  const places = rn.children.filter((pl) => pl.stay === 'beach');
  const first = places[0] as DestNode;
  const last = places[places.length - 1] as DestNode;
  const lines = rng.shuffle([0, 1, 2, 3]);
  const content = both((lang) => {
    const fr = lang === 'fr';
    let html = p(fr
      ? `Sable doré, criques rocheuses ou longues plages familiales : ${rn.words.at.fr}, le littoral offre un visage différent à chaque étape. Voici nos coups de cœur, ${frOf(first.words.name.fr)} ${frAt(last.words.name.fr)}.`
      : `Goudkleurig zand, rotsachtige baaien of lange gezinsstranden: ${rn.words.at.nl} toont de kust bij elke etappe een ander gezicht. Dit zijn onze favorieten, van ${first.words.name.nl} tot ${last.words.name.nl}.`);
    places.forEach((pl, i) => {
      const line = BEACH_LINES[lang][lines[i % lines.length] as number] as string;
      html += h2(pl.words.name[lang]) + p(line.replace('{At}', capitalize(pl.words.at[lang])).replace('{at}', pl.words.at[lang]).replace('{bare}', pl.words.bare[lang]));
    });
    html += h2(fr ? 'Où dormir ?' : 'Waar overnachten?') + p(fr
      ? `Pour profiter au mieux des plages ${rn.words.of.fr}, choisissez un hôtel en bord de mer ou un appartement à quelques minutes à pied du sable. Nos partenaires proposent des offres toute l’année, avec des codes promo à saisir sur notre site.`
      : `Wil je ten volle genieten van de stranden ${rn.words.of.nl}, kies dan een hotel aan zee of een appartement op een paar minuten wandelen van het strand. Onze partners hebben het hele jaar door aanbiedingen, met kortingscodes op onze site.`);
    return html;
  });
  return {
    categoryKey: 'beaches',
    title: { fr: `Les plus belles plages ${rn.words.of.fr}`, nl: `De mooiste stranden ${rn.words.of.nl}` },
    seoTitle: seoTitles(
      { fr: `Les plus belles plages ${rn.words.of.fr}`, nl: `De mooiste stranden ${rn.words.of.nl}` },
      [`Plages ${rn.words.of.fr} : où partir depuis la France`, `Plages ${rn.words.of.fr} : départ de France`, `Plages ${rn.words.of.fr}, départ de France`, `Plages ${rn.words.of.fr}`],
    ),
    excerpt: {
      fr: `Criques secrètes et grandes plages familiales : notre sélection des plus beaux coins de sable ${rn.words.of.fr}.`,
      nl: `Verborgen baaien en grote gezinsstranden: onze selectie van de mooiste stranden ${rn.words.of.nl}.`,
      frFr: `Criques secrètes et grandes plages familiales : les plus beaux coins de sable ${rn.words.of.fr}, et nos conseils pour y partir depuis la France.`,
    },
    content, stay: 'beach', destination: rn, storeKinds: ['tour_operator', 'hotel', 'car_hire'],
  };
}

function cityWeekend(pn: DestNode): Draft {
  const nearby = NEARBY.has(pn.country.code);
  const europe = pn.country.continent === 'EU';
  const french = pn.country.code === 'FR';
  const content = perLocale((locale) => {
    const lang = languageOf(locale);
    const fr = lang === 'fr';
    const name = pn.words.name[lang];
    const transport = textFor(
      {
        fr: nearby ? `${name} est facilement accessible en train depuis Bruxelles et Paris : c’est la solution la plus rapide et la plus écologique pour un week-end.`
          : europe ? `Depuis Bruxelles ou Paris, ${name} se rejoint en avion en quelques heures. Réservez tôt pour obtenir les meilleurs tarifs, et comparez les aéroports de départ.`
            : 'Comptez un vol long-courrier, généralement avec une escale : pour rentabiliser le voyage, prolongez le week-end de quelques jours.',
        frFr: french ? `${name} est desservie par le train depuis la plupart des grandes villes françaises : c’est la solution la plus rapide et la plus écologique pour un week-end.`
          : nearby ? `${name} est facilement accessible en train depuis Paris et Lille : c’est la solution la plus rapide et la plus écologique pour un week-end.`
            : europe ? `Depuis Paris, Lyon ou Marseille, ${name} se rejoint en avion en quelques heures. Réservez tôt pour obtenir les meilleurs tarifs, et comparez les aéroports de départ.`
              : 'Comptez un vol long-courrier au départ de Paris, généralement avec une escale : pour rentabiliser le voyage, prolongez le week-end de quelques jours.',
        nl: nearby ? `${name} is vanuit Brussel en Parijs makkelijk bereikbaar met de trein: de snelste en meest ecologische oplossing voor een weekend.`
          : europe ? `Vanuit Brussel of Parijs vlieg je in enkele uren naar ${name}. Boek op tijd voor de beste tarieven en vergelijk de vertrekluchthavens.`
            : 'Reken op een langeafstandsvlucht, meestal met een tussenstop: verleng het weekend met een paar dagen om de reis de moeite waard te maken.',
      },
      locale,
    );
    return (
      p(fr
        ? `Deux jours suffisent pour saisir l’atmosphère ${frOf(pn.words.name.fr)}, à condition de bien s’organiser. Voici notre itinéraire pour profiter de chaque heure sans courir.`
        : `Twee dagen volstaan om de sfeer van ${name} op te snuiven, als je je goed organiseert. Dit is onze route om van elk uur te genieten zonder te haasten.`) +
      CITY_DAYS[lang].map(([title, text]) => h2(title) + p(text)).join('') +
      h2(fr ? `Où dormir ${pn.words.at.fr} ?` : `Waar overnacht je ${pn.words.at.nl}?`) + p(stayLodging('city', lang)) +
      h2(fr ? 'Comment s’y rendre ?' : 'Hoe geraak je er?') + p(transport)
    );
  });
  const at = pn.words.at.fr;
  const title = { fr: `Week-end ${at} : que faire en 48 heures ?`, nl: `Weekend ${pn.words.at.nl}: wat doe je in 48 uur?` };
  return {
    categoryKey: 'city-breaks',
    title,
    seoTitle: seoTitles(title, french
      ? [`Week-end ${at} : notre programme de 48 h`, `Week-end ${at} : programme de 48 h`, `Week-end ${at} en 48 h`]
      : [`Week-end ${at} depuis la France : 48 h`, `Week-end ${at} : 48 h, départ de France`, `Week-end ${at}, départ de France`, `Week-end ${at} en 48 h`]),
    excerpt: {
      fr: `Notre itinéraire de deux jours pour découvrir ${pn.words.bare.fr} : incontournables, quartiers, bonnes adresses et conseils pratiques.`,
      nl: `Onze route van twee dagen om ${pn.words.name.nl} te ontdekken: toppers, wijken, goede adresjes en praktische tips.`,
      frFr: `Deux jours pour découvrir ${pn.words.bare.fr} : incontournables, quartiers, bonnes adresses et accès depuis les grandes villes françaises.`,
    },
    content, stay: 'city', destination: pn, storeKinds: ['hotel', 'airline', 'rail', 'activities'],
  };
}

function placeIdeas(pn: DestNode, rng: Rng): Draft {
  const content = both((lang) => {
    const fr = lang === 'fr';
    const at = pn.words.at[lang];
    const of = pn.words.of[lang];
    return (
      p(rng.pick(stayIntro(pn.stay, lang)).replace(/\{at\}/g, at)) +
      IDEA_SECTIONS[pn.stay][lang].map(([title, text]) => h2(title) + p(text.replace(/\{at\}/g, at).replace(/\{of\}/g, of))).join('') +
      h2(fr ? `Où dormir ${at} ?` : `Waar overnacht je ${at}?`) + p(stayLodging(pn.stay, lang)) +
      h2(fr ? 'Nos conseils' : 'Onze tips') + ul(rng.sample(stayTips(pn.stay, lang), 3))
    );
  });
  const kinds: Record<StayKind, StoreKind[]> = {
    beach: ['tour_operator', 'hotel'], city: ['hotel', 'activities'], ski: ['ski', 'insurance'], mountain: ['hotel', 'outdoor'],
    countryside: ['holiday_park', 'camping'], wellness: ['wellness', 'hotel'], adventure: ['tour_operator', 'outdoor'],
  };
  return {
    categoryKey: 'travel-ideas',
    title: { fr: `Que faire ${pn.words.at.fr} ? Nos idées pour un séjour réussi`, nl: `Wat te doen ${pn.words.at.nl}? Onze tips voor een geslaagd verblijf` },
    seoTitle: seoTitles(
      { fr: `Que faire ${pn.words.at.fr} ? Nos idées pour un séjour réussi`, nl: `Wat te doen ${pn.words.at.nl}? Onze tips voor een geslaagd verblijf` },
      [`Que faire ${pn.words.at.fr} ? Idées depuis la France`, `Que faire ${pn.words.at.fr} ? Nos idées`, `Idées de séjour ${pn.words.at.fr}`],
    ),
    excerpt: {
      fr: `Activités, visites, bonnes adresses et conseils pratiques : nos idées pour profiter pleinement de votre séjour ${pn.words.at.fr}.`,
      nl: `Activiteiten, bezienswaardigheden, goede adresjes en praktische tips: onze ideeën om ten volle te genieten van je verblijf ${pn.words.at.nl}.`,
      frFr: `Activités, visites et bonnes adresses : nos idées pour profiter de votre séjour ${pn.words.at.fr}, préparé depuis la France.`,
    },
    content, stay: pn.stay, destination: pn, storeKinds: kinds[pn.stay],
  };
}

function skiGuide(rn: DestNode, rng: Rng): Draft {
  const lines = rng.shuffle([0, 1, 2, 3]);
  const content = both((lang) => {
    const fr = lang === 'fr';
    let html = p(rng.pick(stayIntro('ski', lang)).replace(/\{at\}/g, rn.words.at[lang]));
    rn.children.filter((pl) => pl.stay === 'ski').forEach((pl, i) => {
      const line = SKI_LINES[lang][lines[i % lines.length] as number] as string;
      html += h2(pl.words.name[lang]) + p(capitalize(line.replace('{At}', capitalize(pl.words.at[lang])).replace('{of}', pl.words.of[lang]).replace('{bare}', pl.words.bare[lang])));
    });
    return html + h2(fr ? 'Bien préparer son séjour' : 'Je reis goed voorbereiden') + ul(rng.sample(stayTips('ski', lang), 4));
  });
  return {
    categoryKey: 'mountain',
    title: { fr: `Ski ${rn.words.at.fr} : nos stations préférées`, nl: `Wintersport ${rn.words.at.nl}: onze favoriete skigebieden` },
    seoTitle: seoTitles(
      { fr: `Ski ${rn.words.at.fr} : nos stations préférées`, nl: `Wintersport ${rn.words.at.nl}: onze favoriete skigebieden` },
      [`Ski ${rn.words.at.fr} : stations conseillées aux Français`, `Ski ${rn.words.at.fr} : stations, départ de France`, `Ski ${rn.words.at.fr} : nos stations`, `Ski ${rn.words.at.fr}`],
    ),
    excerpt: {
      fr: `Domaines skiables, ambiance et hébergements : notre sélection des meilleures stations ${rn.words.at.fr}.`,
      nl: `Skigebieden, sfeer en accommodaties: onze selectie van de beste skidorpen ${rn.words.at.nl}.`,
      frFr: `Domaines skiables, ambiance et hébergements : les meilleures stations ${rn.words.at.fr} pour un séjour au ski au départ de France.`,
    },
    content, stay: 'ski', destination: rn, storeKinds: ['ski', 'insurance', 'outdoor'],
  };
}

const GUIDE_COUNTRIES = ['ES', 'GR', 'IT', 'PT', 'HR', 'TR', 'MA', 'EG', 'TH', 'US', 'MX', 'AT'];
const HANDWRITTEN_KINDS: Record<string, StoreKind[]> = {
  practical: ['insurance', 'luggage', 'car_hire', 'airline'],
  budget: ['tour_operator', 'hotel', 'airline'],
  family: ['holiday_park', 'camping', 'tour_operator'],
};
const HANDWRITTEN_STAY: Record<string, StayKind> = { practical: 'city', budget: 'beach', family: 'countryside' };

/** The posts of the blog, in drafting order: country guides, beaches, city weekends, ideas, ski resorts, then the hand-written posts. */
export function draftPosts(tree: DestinationTree, rng: Rng): Draft[] {
  const drafts: Draft[] = [];
  for (const code of GUIDE_COUNTRIES) {
    const cn = tree.countries.find((c) => c.country.code === code);
    if (cn) drafts.push(countryGuide(cn, rng));
  }
  const beachRegions = tree.regions.filter((r) => r.stay === 'beach' && r.children.filter((pl) => pl.stay === 'beach').length >= 2);
  for (const rn of rng.sample(beachRegions, 12)) drafts.push(beachGuide(rn, rng));
  for (const pn of rng.sample(tree.places.filter((pl) => pl.stay === 'city'), 12)) drafts.push(cityWeekend(pn));
  const ideaPool = tree.places.filter((pl) => pl.stay !== 'city' && pl.stay !== 'ski');
  // Twenty: one blog category then holds more posts than a page of its list shows (18, SPEC §9).
  for (const pn of rng.sample(ideaPool, 20)) drafts.push(placeIdeas(pn, rng));
  const skiRegions = tree.regions.filter((r) => r.stay === 'ski' && r.children.filter((pl) => pl.stay === 'ski').length >= 2);
  for (const rn of rng.sample(skiRegions, 5)) drafts.push(skiGuide(rn, rng));
  for (const post of HANDWRITTEN_POSTS) {
    drafts.push({
      categoryKey: post.category,
      title: post.title,
      seoTitle: { ...post.title, frFr: post.seoTitleFrFr },
      excerpt: post.excerpt,
      content: {
        fr: blocksToHtml(post.body.fr),
        nl: blocksToHtml(post.body.nl),
        ...(post.body.frFr ? { frFr: blocksToHtml(post.body.frFr) } : {}),
      },
      stay: HANDWRITTEN_STAY[post.category] ?? 'city',
      destination: null,
      storeKinds: HANDWRITTEN_KINDS[post.category] ?? ['tour_operator'],
    });
  }
  return drafts;
}
