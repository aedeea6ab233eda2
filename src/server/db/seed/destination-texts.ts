import 'server-only';
import type { FaqItem } from '../schema';
import type { CountryData, StayKind } from './destinations-data';
import type { Bilingual, Language } from './locales';
import type { Rng } from './random';
import { euros, h2, listJoin, p, ul } from './text';

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

type StayTexts = { intro: string[]; tips: string[]; label: string; lodging: string };

/** Sentences about each kind of stay; {at} is the locative of the destination. */
const STAY: Record<StayKind, Bilingual<StayTexts>> = {
  beach: {
    fr: {
      intro: [
        'Plages de sable fin, eau claire et terrasses au coucher du soleil : {at}, les journées se partagent entre baignade et farniente.',
        'On vient {at} pour le soleil et la mer, mais on y reste pour l’ambiance détendue des stations balnéaires et la cuisine locale.',
        'Que vous rêviez d’un hôtel les pieds dans l’eau ou d’un appartement avec piscine, l’offre {at} convient à tous les budgets.',
      ],
      tips: [
        'Réservez six à huit semaines à l’avance pour les départs en juillet et en août.',
        'Comparez les formules tout compris et demi-pension : la différence de prix est souvent faible.',
        'Vérifiez la distance réelle entre l’hôtel et la plage avant de réserver.',
        'Les départs en juin et en septembre offrent le meilleur rapport qualité-prix.',
        'Pensez à un code promo pour la location de voiture : les plus belles criques sont rarement desservies en bus.',
      ],
      label: 'plages et stations balnéaires',
      lodging: 'Les hôtels en bord de mer et les formules tout compris sont les plus demandés ; pour plus d’indépendance, un appartement avec piscine est une excellente alternative.',
    },
    nl: {
      intro: [
        'Fijne zandstranden, helder water en terrasjes bij zonsondergang: {at} wissel je zwemmen af met heerlijk niksen.',
        'Je komt {at} voor de zon en de zee, maar je blijft voor de ontspannen sfeer van de badplaatsen en de lokale keuken.',
        'Of je nu droomt van een hotel aan het strand of van een appartement met zwembad, {at} vind je een aanbod voor elk budget.',
      ],
      tips: [
        'Boek zes tot acht weken vooraf voor vertrekken in juli en augustus.',
        'Vergelijk all-in en halfpension: het prijsverschil is vaak klein.',
        'Controleer vóór je boekt hoe ver het hotel echt van het strand ligt.',
        'In juni en september krijg je de beste prijs-kwaliteitverhouding.',
        'Gebruik een kortingscode voor je huurauto: de mooiste baaien zijn zelden met de bus bereikbaar.',
      ],
      label: 'stranden en badplaatsen',
      lodging: 'Hotels aan zee en all-informules zijn het populairst; wie meer vrijheid wil, kiest voor een appartement met zwembad.',
    },
  },
  city: {
    fr: {
      intro: [
        'Musées, quartiers animés, bonnes tables et shopping : un city trip {at} se prête aussi bien à un week-end prolongé qu’à une semaine de découverte.',
        'Pour profiter pleinement d’un séjour {at}, choisissez un hôtel central et explorez les quartiers à pied, au rythme des cafés et des marchés.',
        'Entre patrimoine historique et adresses branchées, un court séjour {at} laisse de beaux souvenirs.',
      ],
      tips: [
        'Privilégiez un hôtel proche des transports en commun pour gagner du temps.',
        'Achetez les billets des grands musées en ligne pour éviter les files d’attente.',
        'Un city pass combine souvent transports et entrées à prix réduit.',
        'Les séjours du dimanche au jeudi sont généralement moins chers que le week-end.',
        'Combinez vol et hôtel dans une même réservation pour profiter d’une remise.',
      ],
      label: 'villes, culture et gastronomie',
      lodging: 'Un hôtel central ou un appartement proche des transports en commun permet de tout faire à pied et de gagner un temps précieux.',
    },
    nl: {
      intro: [
        'Musea, bruisende wijken, lekkere restaurants en winkels: een citytrip {at} is ideaal voor een verlengd weekend of een volledige ontdekkingsweek.',
        'Wil je ten volle genieten van je verblijf {at}, kies dan een centraal gelegen hotel en verken de wijken te voet, van café tot markt.',
        'Tussen historisch erfgoed en hippe adresjes laat een kort verblijf {at} mooie herinneringen na.',
      ],
      tips: [
        'Kies een hotel vlak bij het openbaar vervoer om tijd te winnen.',
        'Koop tickets voor de grote musea online om wachtrijen te vermijden.',
        'Een citypass combineert vaak openbaar vervoer en toegangstickets tegen een lagere prijs.',
        'Verblijven van zondag tot donderdag zijn doorgaans goedkoper dan in het weekend.',
        'Combineer vlucht en hotel in één boeking om van extra korting te genieten.',
      ],
      label: 'steden, cultuur en gastronomie',
      lodging: 'Een centraal hotel of een appartement vlak bij het openbaar vervoer laat je alles te voet doen en bespaart je kostbare tijd.',
    },
  },
  mountain: {
    fr: {
      intro: [
        'Randonnées au grand air, lacs de montagne et villages typiques : {at}, l’été se vit en altitude.',
        'Sentiers balisés, refuges gourmands et panoramas grandioses attendent les marcheurs {at}, du printemps à l’automne.',
        'Un séjour {at} est idéal pour respirer l’air pur et alterner balades, baignades dans les lacs et visites de villages.',
      ],
      tips: [
        'Prévoyez des vêtements chauds, même en plein été : les soirées sont fraîches en altitude.',
        'De nombreuses remontées fonctionnent aussi l’été et donnent accès aux plus beaux sentiers.',
        'Une carte d’hôte offerte par l’hébergement inclut souvent les transports locaux.',
        'Réservez les refuges à l’avance en haute saison.',
      ],
      label: 'randonnée et grands espaces',
      lodging: 'Les hôtels familiaux en demi-pension et les appartements en résidence sont les plus pratiques pour rayonner dans la vallée.',
    },
    nl: {
      intro: [
        'Wandelen in de buitenlucht, bergmeren en typische dorpjes: {at} beleef je de zomer op hoogte.',
        'Bewegwijzerde paden, gezellige berghutten en grandioze panorama’s wachten {at} op wandelaars, van de lente tot de herfst.',
        'Een verblijf {at} is ideaal om de frisse berglucht op te snuiven en wandelingen af te wisselen met een duik in een meer en een bezoek aan de dorpjes.',
      ],
      tips: [
        'Neem warme kleren mee, ook in de zomer: de avonden zijn fris op hoogte.',
        'Veel liften draaien ook in de zomer en brengen je naar de mooiste wandelpaden.',
        'Een gastenkaart van je accommodatie omvat vaak het lokale openbaar vervoer.',
        'Reserveer berghutten op voorhand in het hoogseizoen.',
      ],
      label: 'wandelen en weidse natuur',
      lodging: 'Familiehotels met halfpension en appartementen in een residentie zijn het handigst om de vallei te verkennen.',
    },
  },
  ski: {
    fr: {
      intro: [
        'Pistes pour tous les niveaux, remontées modernes et après-ski animé : {at}, les vacances d’hiver tiennent toutes leurs promesses.',
        'Réservez tôt votre hébergement {at} : les chalets et appartements au pied des pistes partent vite pendant les vacances scolaires.',
        'Forfait, location de matériel et cours de ski : en réservant un séjour tout compris {at}, vous gagnez du temps et de l’argent.',
      ],
      tips: [
        'Réservez forfait et location de matériel en ligne : c’est souvent 10 à 20 % moins cher que sur place.',
        'Hors vacances scolaires, les prix des hébergements baissent nettement.',
        'Un hébergement skis aux pieds évite les navettes et fait gagner de précieuses heures de glisse.',
        'Vérifiez l’enneigement et l’altitude du domaine si vous partez en début ou en fin de saison.',
        'Souscrivez une assurance ski couvrant le secours sur piste.',
      ],
      label: 'ski et sports d’hiver',
      lodging: 'Un appartement ou un chalet au pied des pistes est idéal en famille, tandis qu’un hôtel en demi-pension simplifie l’organisation.',
    },
    nl: {
      intro: [
        'Pistes voor elk niveau, moderne liften en een gezellige après-ski: {at} maakt een wintersportvakantie al haar beloftes waar.',
        'Boek je verblijf {at} op tijd: chalets en appartementen aan de piste zijn tijdens de schoolvakanties snel volzet.',
        'Skipas, materiaalhuur en skiles: wie {at} een all-inpakket boekt, wint tijd én geld.',
      ],
      tips: [
        'Boek skipas en materiaalhuur online: dat is vaak 10 tot 20 % goedkoper dan ter plaatse.',
        'Buiten de schoolvakanties dalen de prijzen van accommodaties flink.',
        'Een accommodatie aan de piste bespaart je pendelbussen en levert kostbare skiuren op.',
        'Controleer de sneeuwhoogte en de hoogteligging van het skigebied als je vroeg of laat in het seizoen vertrekt.',
        'Sluit een skiverzekering af die ook redding op de piste dekt.',
      ],
      label: 'skiën en wintersport',
      lodging: 'Een appartement of chalet aan de piste is ideaal met het gezin, een hotel met halfpension maakt de organisatie eenvoudiger.',
    },
  },
  countryside: {
    fr: {
      intro: [
        'Paysages préservés, petites routes et produits du terroir : {at}, on prend le temps de vivre.',
        'Gîtes, maisons de vacances et chambres d’hôtes : séjourner {at} est idéal pour se ressourcer en famille ou entre amis.',
        'Balades à pied ou à vélo, villages de caractère et bonnes tables : un séjour {at} se savoure sans se presser.',
      ],
      tips: [
        'Une voiture est presque indispensable pour explorer la région à votre rythme.',
        'Les gîtes et maisons de vacances sont souvent loués du samedi au samedi.',
        'Renseignez-vous sur les marchés locaux et les fêtes de village pendant votre séjour.',
        'Le printemps et l’automne offrent des paysages superbes et des prix plus doux.',
      ],
      label: 'nature, villages et terroir',
      lodging: 'Gîtes, maisons de vacances et chambres d’hôtes offrent calme et authenticité, souvent à des prix plus doux qu’à l’hôtel.',
    },
    nl: {
      intro: [
        'Ongerepte landschappen, kleine weggetjes en streekproducten: {at} neem je de tijd om te genieten.',
        'Vakantiehuizen, gîtes en B&B’s: een verblijf {at} is ideaal om op te laden met het gezin of met vrienden.',
        'Wandelen of fietsen, karaktervolle dorpjes en goede restaurants: van een verblijf {at} geniet je zonder haast.',
      ],
      tips: [
        'Een auto is bijna onmisbaar om de streek op je eigen tempo te verkennen.',
        'Vakantiehuizen en gîtes worden vaak van zaterdag tot zaterdag verhuurd.',
        'Informeer naar de lokale markten en dorpsfeesten tijdens je verblijf.',
        'In de lente en de herfst zijn de landschappen prachtig en de prijzen zachter.',
      ],
      label: 'natuur, dorpjes en streekproducten',
      lodging: 'Gîtes, vakantiehuizen en B&B’s bieden rust en authenticiteit, vaak voor een zachtere prijs dan een hotel.',
    },
  },
  wellness: {
    fr: {
      intro: [
        'Sources thermales, spas et soins relaxants : un séjour bien-être {at} est la meilleure façon de recharger les batteries.',
        'Beaucoup d’hôtels {at} proposent des forfaits avec accès au spa, massages et demi-pension : idéal pour un week-end détente.',
        'Se détendre dans une eau à 35 degrés, puis se promener au calme : {at}, le bien-être est une tradition.',
      ],
      tips: [
        'Réservez vos soins en même temps que l’hôtel : les créneaux partent vite le week-end.',
        'Les forfaits en semaine sont souvent nettement moins chers.',
        'Vérifiez si l’accès au spa est inclus ou facturé en supplément.',
        'Prévoyez peignoir et sandales si l’hôtel ne les fournit pas.',
      ],
      label: 'thermes et bien-être',
      lodging: 'Choisissez un hôtel avec spa intégré et vérifiez que l’accès aux bains et au sauna est compris dans le prix.',
    },
    nl: {
      intro: [
        'Thermale bronnen, spa’s en ontspannende behandelingen: een wellnessverblijf {at} is de beste manier om de batterijen op te laden.',
        'Veel hotels {at} bieden arrangementen met toegang tot de spa, massages en halfpension: ideaal voor een ontspannen weekend.',
        'Ontspannen in water van 35 graden en daarna rustig wandelen: {at} is wellness een traditie.',
      ],
      tips: [
        'Reserveer je behandelingen samen met het hotel: in het weekend zijn de tijdslots snel vol.',
        'Arrangementen in de week zijn vaak een stuk goedkoper.',
        'Controleer of de toegang tot de spa inbegrepen is of apart aangerekend wordt.',
        'Neem een badjas en slippers mee als het hotel ze niet voorziet.',
      ],
      label: 'thermen en wellness',
      lodging: 'Kies een hotel met eigen spa en controleer of de toegang tot de baden en de sauna in de prijs inbegrepen is.',
    },
  },
  adventure: {
    fr: {
      intro: [
        'Trekking, excursions et rencontres authentiques : {at}, chaque journée apporte son lot de découvertes.',
        'Circuit accompagné ou autotour : les deux formules permettent de profiter pleinement des paysages spectaculaires que l’on découvre {at}.',
        'Partir {at}, c’est sortir des sentiers battus : prévoyez de bonnes chaussures et laissez-vous surprendre.',
      ],
      tips: [
        'Vérifiez les formalités d’entrée et les vaccins recommandés plusieurs semaines avant le départ.',
        'Un guide local enrichit l’expérience et soutient l’économie de la région.',
        'Prévoyez une assurance voyage couvrant les activités sportives et le rapatriement.',
        'Voyagez léger : un bon sac à dos vaut mieux qu’une grosse valise.',
      ],
      label: 'circuits et aventure',
      lodging: 'Les lodges et maisons d’hôtes tenues par des habitants sont le meilleur point de départ pour les excursions.',
    },
    nl: {
      intro: [
        'Trektochten, excursies en authentieke ontmoetingen: {at} brengt elke dag nieuwe ontdekkingen.',
        'Begeleide rondreis of fly & drive: met beide formules geniet je ten volle van de spectaculaire landschappen die je {at} ontdekt.',
        'Wie {at} op reis gaat, verlaat de platgetreden paden: neem goede schoenen mee en laat je verrassen.',
      ],
      tips: [
        'Controleer de inreisformaliteiten en aanbevolen vaccinaties enkele weken voor vertrek.',
        'Een lokale gids verrijkt de ervaring en steunt de lokale economie.',
        'Neem een reisverzekering die sportactiviteiten en repatriëring dekt.',
        'Reis licht: een goede rugzak is handiger dan een grote koffer.',
      ],
      label: 'rondreizen en avontuur',
      lodging: 'Lodges en gastenverblijven van lokale bewoners zijn het beste vertrekpunt voor excursies.',
    },
  },
};

export const stayLabel = (stay: StayKind, lang: Language) => STAY[stay][lang].label;
export const stayTips = (stay: StayKind, lang: Language) => STAY[stay][lang].tips;
export const stayIntro = (stay: StayKind, lang: Language) => STAY[stay][lang].intro;
export const stayLodging = (stay: StayKind, lang: Language) => STAY[stay][lang].lodging;

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

export function seasonAnswer(country: CountryData, stay: StayKind, at: string, lang: Language, whole = false): string {
  const season = seasonFor(country, stay, lang, whole);
  return lang === 'fr'
    ? `La meilleure période pour partir ${at} : ${season}. En dehors des vacances scolaires, les prix des séjours baissent souvent de 20 à 30 %.`
    : `De beste reisperiode ${at}: ${season}. Buiten de schoolvakanties liggen de prijzen vaak 20 tot 30 % lager.`;
}

export function budgetAnswer(country: CountryData, lang: Language): string {
  const [lo, hi] = weekBudget(country);
  const transport = NEARBY.has(country.code)
    ? lang === 'fr' ? 'transport non compris' : 'vervoer niet inbegrepen'
    : lang === 'fr' ? 'vol compris' : 'vlucht inbegrepen';
  return lang === 'fr'
    ? `Comptez en moyenne entre ${euros(lo, 'fr')} et ${euros(hi, 'fr')} par personne pour une semaine en hôtel trois étoiles, ${transport}. Partir hors vacances scolaires et utiliser nos codes promo permet de réduire sensiblement la facture.`
    : `Reken gemiddeld op ${euros(lo, 'nl')} tot ${euros(hi, 'nl')} per persoon voor een week in een driesterrenhotel, ${transport}. Buiten de schoolvakanties vertrekken en onze kortingscodes gebruiken, maakt de factuur een flink stuk lichter.`;
}

export function documentsAnswer(country: CountryData, lang: Language): string {
  if (country.idCard) {
    return lang === 'fr'
      ? 'Pour les ressortissants belges et français, une carte d’identité en cours de validité suffit. Vérifiez toutefois les conditions propres à votre nationalité avant de partir.'
      : 'Voor Belgen en Nederlanders volstaat een geldige identiteitskaart. Controleer wel de voorwaarden die voor jouw nationaliteit gelden voor je vertrekt.';
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

export function countryTexts(input: CountryInput, lang: Language, rng: Rng, year: number): LandingTexts {
  const { words, country } = input;
  const at = words.at[lang];
  const regionsAt = input.regions.slice(0, 3).map((r) => r.words.at[lang]);
  const fr = lang === 'fr';
  const top =
    p(country.pitch[lang]) +
    p(
      fr
        ? `Nos partenaires proposent des séjours dans tout le pays, notamment ${listJoin(regionsAt, 'et')}. Comparez les hôtels, les vols et les formules tout compris, puis utilisez nos codes promo pour payer moins cher.`
        : `Onze partners bieden reizen aan in het hele land, onder meer ${listJoin(regionsAt, 'en')}. Vergelijk hotels, vluchten en all-informules en gebruik onze kortingscodes om minder te betalen.`,
    );
  const bottom =
    h2(fr ? `Quand partir ${at} ?` : `Wanneer ga je best naar ${words.bare.nl}?`) +
    p(seasonAnswer(country, input.stay, at, lang, true)) +
    h2(fr ? 'Les régions à découvrir' : 'Regio’s om te ontdekken') +
    ul(input.regions.map((r) => `${r.words.name[lang]}${fr ? ' : ' : ': '}${stayLabel(r.stay, lang)}`)) +
    h2(fr ? 'Nos conseils pour réserver' : 'Onze tips om te boeken') +
    ul(rng.sample(stayTips(input.stay, lang), 3));
  const faq: FaqItem[] = [
    { question: fr ? `Quelle est la meilleure période pour partir ${at} ?` : `Wat is de beste periode voor een vakantie ${at}?`, answer: seasonAnswer(country, input.stay, at, lang, true) },
    { question: fr ? `Combien coûte une semaine de vacances ${at} ?` : `Wat kost een week vakantie ${at}?`, answer: budgetAnswer(country, lang) },
    { question: fr ? `Faut-il un passeport pour voyager ${at} ?` : `Heb je een paspoort nodig om ${at} te reizen?`, answer: documentsAnswer(country, lang) },
  ];
  if (input.regions.length >= 2) {
    faq.push({
      question: fr ? `Quelles sont les régions les plus populaires ${at} ?` : `Wat zijn de populairste regio’s ${at}?`,
      answer: fr
        ? `Nos visiteurs réservent surtout ${listJoin(regionsAt, 'et')}. Chaque région a son caractère : consultez nos pages dédiées pour choisir celle qui vous correspond.`
        : `Onze bezoekers boeken vooral ${listJoin(regionsAt, 'en')}. Elke regio heeft haar eigen karakter: bekijk onze pagina’s om de regio te kiezen die bij jou past.`,
    });
  }
  const regionNames = input.regions.slice(0, 2).map((r) => (fr ? r.words.at.fr : `naar ${r.words.bare.nl}`));
  return {
    name: words.name[lang],
    header1: fr ? `Vacances ${at}` : `Vakantie ${at}`,
    header2: fr ? `Séjours, hôtels et codes promo pour partir ${at}` : `Reizen, hotels en kortingscodes voor je vakantie ${at}`,
    topDescription: top,
    bottomDescription: bottom,
    seoTitle: seo(lang, at, year),
    metaDescription: fr
      ? `Préparez vos vacances ${at} : séjours ${listJoin(regionNames, 'et')}, hôtels au meilleur prix et codes promo vérifiés chaque jour.`
      : `Plan je vakantie ${at}: reizen ${listJoin(regionNames, 'en')}, hotels aan de beste prijs en dagelijks gecontroleerde kortingscodes.`,
    faqItems: faq,
  };
}

export function regionTexts(input: RegionInput, lang: Language, rng: Rng, year: number): LandingTexts {
  const { words, country } = input;
  const at = words.at[lang];
  const fr = lang === 'fr';
  const placeNames = input.places.slice(0, 3).map((pl) => pl.words.bare[lang]);
  const top =
    p(fill(rng.pick(stayIntro(input.stay, lang)), at)) +
    p(
      fr
        ? `Les vacanciers y choisissent le plus souvent ${listJoin(placeNames, 'et')} : retrouvez ci-dessous nos offres de séjours et les codes promo de nos partenaires pour chacune de ces destinations.`
        : `Vakantiegangers kiezen er het vaakst voor ${listJoin(placeNames, 'en')}: hieronder vind je onze reisaanbiedingen en de kortingscodes van onze partners voor elk van die bestemmingen.`,
    );
  const bottom =
    h2(fr ? `Quand partir ${at} ?` : `Wanneer ga je best naar ${words.bare.nl}?`) +
    p(seasonAnswer(country, input.stay, at, lang)) +
    h2(fr ? `Où séjourner ${at} ?` : `Waar verblijf je ${at}?`) +
    ul(input.places.map((pl) => `${pl.words.name[lang]}${fr ? ' : ' : ': '}${stayLabel(pl.stay, lang)}`)) +
    h2(fr ? 'Nos conseils pour réserver' : 'Onze tips om te boeken') +
    ul(rng.sample(stayTips(input.stay, lang), 3));
  const placesAt = input.places.slice(0, 3).map((pl) => pl.words.at[lang]);
  const faq: FaqItem[] = [
    { question: fr ? `Quand partir ${at} ?` : `Wanneer ga je best naar ${words.bare.nl}?`, answer: seasonAnswer(country, input.stay, at, lang) },
    {
      question: fr ? `Où loger ${at} ?` : `Waar overnacht je ${at}?`,
      answer: fr
        ? `Les séjours les plus réservés ${at} se situent ${listJoin(placesAt, 'et')}. ${stayLodging(input.stay, 'fr')}`
        : `De meest geboekte verblijven ${at} liggen ${listJoin(placesAt, 'en')}. ${stayLodging(input.stay, 'nl')}`,
    },
  ];
  if (rng.chance(0.6)) faq.push({ question: fr ? `Quel budget prévoir pour une semaine ${at} ?` : `Welk budget voorzie je voor een week ${at}?`, answer: budgetAnswer(country, lang) });
  const placesMeta = input.places.slice(0, 2).map((pl) => (fr ? pl.words.at.fr : `naar ${pl.words.bare.nl}`));
  return {
    name: words.name[lang],
    header1: fr ? `Vacances ${at}` : `Vakantie ${at}`,
    header2: fr ? `Nos meilleures offres ${at}, ${input.countryWords.at.fr}` : `Onze beste aanbiedingen ${at}, ${input.countryWords.at.nl}`,
    topDescription: top,
    bottomDescription: bottom,
    seoTitle: seo(lang, at, year),
    metaDescription: fr
      ? `Préparez vos vacances ${at} : séjours ${listJoin(placesMeta, 'et')}, hôtels au meilleur prix et codes promo vérifiés chaque jour.`
      : `Plan je vakantie ${at}: reizen ${listJoin(placesMeta, 'en')}, hotels aan de beste prijs en dagelijks gecontroleerde kortingscodes.`,
    faqItems: faq,
  };
}

export function placeTexts(input: PlaceInput, lang: Language, rng: Rng, year: number): LandingTexts {
  const { words, country } = input;
  const at = words.at[lang];
  const fr = lang === 'fr';
  const sameAsRegion = input.regionWords.name[lang] === words.name[lang];
  const where = sameAsRegion ? input.countryWords.at[lang] : `${input.regionWords.at[lang]}, ${input.countryWords.at[lang]}`;
  const name = words.name[lang];
  const top =
    p(fill(rng.pick(stayIntro(input.stay, lang)), at)) +
    p(
      fr
        ? `${name} se trouve ${where}. Comparez les hôtels et les séjours proposés par nos partenaires et profitez de nos codes promo pour réserver au meilleur prix.`
        : `${name} ligt ${where}. Vergelijk de hotels en reizen van onze partners en profiteer van onze kortingscodes om aan de beste prijs te boeken.`,
    );
  const siblings = input.siblings.slice(0, 3).map((s) => s.bare[lang]);
  let bottom =
    h2(fr ? `Quel hébergement choisir ${at} ?` : `Welke accommodatie kies je ${at}?`) +
    p(stayLodging(input.stay, lang)) +
    h2(fr ? 'Nos conseils pour réserver' : 'Onze tips om te boeken') +
    ul(rng.sample(stayTips(input.stay, lang), 3));
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
    { question: fr ? `Quand partir ${at} ?` : `Wanneer ga je best naar ${words.bare.nl}?`, answer: seasonAnswer(country, input.stay, input.countryWords.at[lang], lang) },
  ];
  if (rng.chance(0.5)) faq.push({ question: fr ? `Combien coûte une semaine ${at} ?` : `Wat kost een week ${at}?`, answer: budgetAnswer(country, lang) });
  return {
    name,
    header1: fr ? `Vacances ${at}` : `Vakantie ${at}`,
    header2: fr ? `Hôtels, séjours et codes promo ${at}` : `Hotels, reizen en kortingscodes ${at}`,
    topDescription: top,
    bottomDescription: bottom,
    seoTitle: seo(lang, at, year),
    metaDescription: fr
      ? `Préparez vos vacances ${at} : hôtels, appartements et séjours au meilleur prix, avec des codes promo vérifiés chaque jour.`
      : `Plan je vakantie ${at}: hotels, appartementen en reizen aan de beste prijs, met dagelijks gecontroleerde kortingscodes.`,
    faqItems: faq,
  };
}
