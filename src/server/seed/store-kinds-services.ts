import 'server-only';
import { withFrFrItems } from './locales';
import type { StoreKind, StoreKindData } from './stores-data';

type ServiceKind = Extract<StoreKind, 'luggage' | 'insurance' | 'rail' | 'ski' | 'wellness' | 'activities' | 'outdoor' | 'parking' | 'guides'>;

/** What sets apart the stores that sell what goes with a trip: gear, cover, rail, activities and more. */
export const SERVICE_KIND_DATA: Record<ServiceKind, StoreKindData> = {
  luggage: {
    categories: ['travel-gear', 'suitcases', 'backpacks', 'travel-accessories'],
    buys: { fr: 'vos valises et sacs de voyage', nl: 'je koffers en reistassen' },
    intro: {
      fr: [
        '{name} est une boutique en ligne spécialisée dans les bagages : plus de {n} modèles de valises, sacs de voyage et accessoires, avec livraison rapide et retours gratuits.',
        'Valise cabine ultralégère, grande valise à coque rigide ou sac week-end : {name} sélectionne des bagages solides et garantis, à des prix raisonnables.',
      ],
      nl: [
        '{name} is een webshop gespecialiseerd in bagage: meer dan {n} modellen koffers, reistassen en accessoires, met snelle levering en gratis retour.',
        'Een ultralichte handbagagekoffer, een grote harde koffer of een weekendtas: {name} selecteert stevige bagage met garantie, aan redelijke prijzen.',
      ],
    },
    reasons: {
      fr: ['Plus de {n} modèles en stock', 'Livraison gratuite dès 50 € d’achat', 'Retours gratuits pendant 30 jours', 'Garantie jusqu’à dix ans sur les valises', 'Paiement en trois fois sans frais', 'Cadenas TSA intégré sur la plupart des modèles'],
      nl: ['Meer dan {n} modellen op voorraad', 'Gratis levering vanaf € 50', 'Gratis retour binnen 30 dagen', 'Tot tien jaar garantie op koffers', 'Betalen in drie keer zonder kosten', 'Geïntegreerd TSA-slot op de meeste modellen'],
    },
    nameWords: ['Bags', 'Luggage', 'Bagages', 'Koffers', 'Cases'],
  },
  insurance: {
    categories: ['travel-insurance', 'cancellation-insurance', 'travel-assistance'],
    buys: { fr: 'votre assurance voyage', nl: 'je reisverzekering' },
    intro: {
      fr: [
        '{name} assure les voyageurs depuis plus de {n} ans : annulation, assistance médicale, bagages et responsabilité civile à l’étranger, pour un voyage ou toute l’année.',
        'Souscrire en ligne en cinq minutes et être couvert dans le monde entier : {name} propose des contrats clairs, une assistance joignable jour et nuit et des remboursements rapides.',
      ],
      nl: [
        '{name} verzekert reizigers al meer dan {n} jaar: annulering, medische bijstand, bagage en burgerlijke aansprakelijkheid in het buitenland, voor één reis of het hele jaar.',
        'Online afsluiten in vijf minuten en wereldwijd gedekt zijn: {name} biedt duidelijke contracten, bijstand die dag en nacht bereikbaar is en snelle terugbetalingen.',
      ],
    },
    reasons: {
      fr: ['Assistance joignable 24 heures sur 24, 7 jours sur 7', 'Formule annuelle pour tous vos voyages', 'Frais médicaux couverts sans plafond hors Europe', 'Souscription possible jusqu’à la veille du départ', 'Remboursement des sinistres en moins de 15 jours', 'Plus de {n} ans d’expérience'],
      nl: ['Bijstand bereikbaar 24 uur op 24, 7 dagen op 7', 'Jaarformule voor al je reizen', 'Medische kosten onbeperkt gedekt buiten Europa', 'Afsluiten kan tot de dag voor vertrek', 'Schadegevallen vergoed binnen 15 dagen', 'Meer dan {n} jaar ervaring'],
    },
    nameWords: ['Assurances', 'Insurance', 'Verzekeringen', 'Assist', 'Protect'],
  },
  rail: {
    categories: ['city-trips', 'city-trips-by-train', 'european-capitals', 'christmas-markets'],
    buys: { fr: 'vos billets de train et de bus', nl: 'je trein- en bustickets' },
    intro: {
      fr: [
        '{name} vend des billets de train et de bus vers plus de {n} villes européennes. Trains à grande vitesse, trains de nuit et autocars se comparent et se réservent au même endroit.',
        'Voyager en train, c’est arriver en plein centre-ville sans contrôle de sécurité ni attente : {name} vous aide à trouver la correspondance la plus rapide et le tarif le plus bas.',
      ],
      nl: [
        '{name} verkoopt trein- en bustickets naar meer dan {n} Europese steden. Hogesnelheidstreinen, nachttreinen en bussen vergelijk en boek je op één plek.',
        'Met de trein kom je aan in het hartje van de stad, zonder veiligheidscontrole of wachttijd: {name} helpt je de snelste verbinding en het laagste tarief te vinden.',
      ],
    },
    reasons: {
      fr: ['Billets électroniques sur smartphone', 'Plus de {n} villes desservies', 'Trains de nuit avec couchettes et cabines privées', 'Tarifs jeunes et seniors', 'Échange gratuit sur les billets flexibles', 'Aucun frais de réservation'],
      nl: ['E-tickets op je smartphone', 'Meer dan {n} steden bediend', 'Nachttreinen met couchettes en privécabines', 'Jongeren- en seniorentarieven', 'Gratis omruilen bij flexibele tickets', 'Geen boekingskosten'],
    },
    nameWords: ['Rail', 'Trains', 'Express', 'Lines', 'Coach'],
  },
  ski: {
    categories: ['ski', 'ski-french-alps', 'ski-austria', 'ski-tyrol', 'ski-salzburg', 'ski-switzerland', 'ski-italy', 'ski-chalets', 'ski-family', 'last-minute-ski'],
    buys: { fr: 'vos vacances au ski', nl: 'je wintersportvakantie' },
    intro: {
      fr: [
        '{name} est le spécialiste des vacances au ski dans plus de {n} stations des Alpes françaises, autrichiennes, suisses et italiennes. Hébergement, forfait et matériel se réservent ensemble, souvent à prix réduit.',
        'Chalet au pied des pistes, appartement familial ou hôtel avec spa : {name} propose des séjours au ski pour tous les budgets, avec forfaits et location de skis à prix préférentiels.',
      ],
      nl: [
        '{name} is de specialist in wintersport in meer dan {n} skidorpen in de Franse, Oostenrijkse, Zwitserse en Italiaanse Alpen. Accommodatie, skipas en materiaal boek je samen, vaak met korting.',
        'Een chalet aan de piste, een gezinsappartement of een hotel met spa: {name} biedt wintersportvakanties voor elk budget, met skipassen en skihuur aan voordeeltarieven.',
      ],
    },
    reasons: withFrFrItems({
      fr: ['Plus de {n} stations dans les Alpes', 'Forfaits et location de matériel à prix réduits', 'Hébergements skis aux pieds', 'Garantie neige sur une sélection de stations', 'Cours de ski pour enfants réservables en ligne', 'Départs en autocar de nuit depuis la Belgique'],
      nl: ['Meer dan {n} skidorpen in de Alpen', 'Skipassen en materiaalhuur met korting', 'Accommodaties aan de piste', 'Sneeuwgarantie in geselecteerde skidorpen', 'Skilessen voor kinderen online te boeken', 'Nachtbussen vanuit België'],
    }, { 5: 'Départs en autocar de nuit depuis Paris, Lille et Lyon' }),
    nameWords: ['Ski', 'Snow', 'Neige', 'Wintersport', 'Alpine'],
  },
  wellness: {
    categories: ['wellness', 'thalasso', 'spa-weekends', 'yoga-retreats', 'spa-hotels'],
    buys: { fr: 'vos séjours bien-être', nl: 'je wellnessverblijf' },
    intro: {
      fr: [
        '{name} sélectionne plus de {n} hôtels avec spa, centres de thalasso et domaines thermaux pour des séjours détente d’une nuit ou d’une semaine.',
        'Massage, hammam et dîner gastronomique : {name} compose des coffrets et séjours bien-être à offrir ou à s’offrir, avec des promotions toute l’année.',
      ],
      nl: [
        '{name} selecteert meer dan {n} hotels met spa, thalassocentra en kuuroorden voor ontspannende verblijven van één nacht tot een week.',
        'Massage, hamam en een gastronomisch diner: {name} stelt wellnessarrangementen en cadeaubonnen samen om te geven of jezelf te trakteren, met promoties het hele jaar door.',
      ],
    },
    reasons: {
      fr: ['Plus de {n} adresses bien-être sélectionnées', 'Accès au spa inclus dans chaque séjour', 'Coffrets cadeaux valables un an', 'Soins réservables en même temps que la chambre', 'Offres spéciales en semaine', 'Annulation gratuite jusqu’à sept jours avant'],
      nl: ['Meer dan {n} geselecteerde wellnessadressen', 'Toegang tot de spa inbegrepen bij elk verblijf', 'Cadeaubonnen een jaar geldig', 'Behandelingen samen met de kamer te reserveren', 'Speciale aanbiedingen in de week', 'Gratis annuleren tot zeven dagen vooraf'],
    },
    nameWords: ['Spa', 'Wellness', 'Thermes', 'Zen', 'Retreats'],
  },
  activities: {
    categories: ['theme-parks', 'family', 'city-trips', 'safaris'],
    buys: { fr: 'vos billets et activités', nl: 'je tickets en activiteiten' },
    intro: {
      fr: [
        '{name} propose plus de {n} activités et billets coupe-file : musées, parcs d’attractions, excursions et visites guidées, à réserver avant le départ ou sur place.',
        'Éviter les files d’attente et payer moins cher : {name} vend des billets électroniques pour les attractions les plus populaires d’Europe et d’ailleurs.',
      ],
      nl: [
        '{name} biedt meer dan {n} activiteiten en voorrangstickets aan: musea, pretparken, excursies en rondleidingen, te boeken voor vertrek of ter plaatse.',
        'Geen wachtrijen en minder betalen: {name} verkoopt e-tickets voor de populairste attracties in Europa en daarbuiten.',
      ],
    },
    reasons: {
      fr: ['Plus de {n} activités dans le monde', 'Billets coupe-file sur smartphone', 'Annulation gratuite jusqu’à 24 heures avant', 'Visites guidées en français', 'Prix garantis inférieurs aux guichets', 'Avis de voyageurs pour chaque activité'],
      nl: ['Meer dan {n} activiteiten wereldwijd', 'Voorrangstickets op je smartphone', 'Gratis annuleren tot 24 uur vooraf', 'Rondleidingen in het Nederlands', 'Gegarandeerd goedkoper dan aan de kassa', 'Reizigersreviews bij elke activiteit'],
    },
    nameWords: ['Tickets', 'Tours', 'Excursions', 'Activities', 'Pass'],
  },
  outdoor: {
    categories: ['travel-gear', 'backpacks', 'camping', 'glamping'],
    buys: { fr: 'votre équipement outdoor', nl: 'je outdooruitrusting' },
    intro: {
      fr: [
        '{name} équipe les randonneurs, campeurs et voyageurs au long cours avec plus de {n} références : tentes, sacs à dos, chaussures et vêtements techniques.',
        'Du week-end de bivouac au trek en Patagonie, {name} conseille et équipe les amoureux de nature, avec des marques reconnues et des prix serrés.',
      ],
      nl: [
        '{name} rust wandelaars, kampeerders en wereldreizigers uit met meer dan {n} producten: tenten, rugzakken, schoenen en technische kledij.',
        'Van een weekendje bivakkeren tot een trektocht in Patagonië: {name} adviseert en rust natuurliefhebbers uit, met bekende merken en scherpe prijzen.',
      ],
    },
    reasons: {
      fr: ['Plus de {n} produits en stock', 'Livraison en 48 heures', 'Conseils d’experts par chat', 'Retours gratuits pendant 60 jours', 'Programme de fidélité avec bons d’achat', 'Service de réparation pour les tentes et sacs'],
      nl: ['Meer dan {n} producten op voorraad', 'Levering binnen 48 uur', 'Deskundig advies via chat', 'Gratis retour binnen 60 dagen', 'Klantenprogramma met kortingsbonnen', 'Herstelservice voor tenten en rugzakken'],
    },
    nameWords: ['Outdoor', 'Gear', 'Trek', 'Summit', 'Trail'],
  },
  parking: {
    categories: ['flights', 'airport-car-rental', 'low-cost-flights'],
    buys: { fr: 'votre parking à l’aéroport', nl: 'je parkeerplaats aan de luchthaven' },
    intro: {
      fr: [
        '{name} propose des places de parking sécurisées près de {n} aéroports, avec navette gratuite vers le terminal. Réserver à l’avance revient jusqu’à 60 % moins cher que le parking officiel.',
        'Voiturier ou parking avec navette : {name} vous fait gagner du temps au départ comme au retour, à des prix bien plus doux que sur place.',
      ],
      nl: [
        '{name} biedt beveiligde parkeerplaatsen bij {n} luchthavens, met gratis shuttle naar de terminal. Vooraf reserveren is tot 60 % goedkoper dan de officiële parking.',
        'Valet parking of parking met shuttle: met {name} win je tijd bij vertrek en terugkeer, aan veel zachtere prijzen dan ter plaatse.',
      ],
    },
    reasons: {
      fr: ['Parkings près de {n} aéroports', 'Navette gratuite vers le terminal', 'Parkings clôturés et surveillés 24 heures sur 24', 'Annulation gratuite jusqu’à la veille', 'Jusqu’à 60 % moins cher que sur place', 'Service voiturier disponible'],
      nl: ['Parkings bij {n} luchthavens', 'Gratis shuttle naar de terminal', 'Omheinde parkings met 24-uursbewaking', 'Gratis annuleren tot de dag vooraf', 'Tot 60 % goedkoper dan ter plaatse', 'Valet parking beschikbaar'],
    },
    nameWords: ['Parking', 'Park', 'Valet', 'Airport Parking', 'Stationnement'],
  },
  guides: {
    categories: ['travel-accessories', 'tours', 'city-trips'],
    buys: { fr: 'vos guides de voyage', nl: 'je reisgidsen' },
    intro: {
      fr: [
        '{name} édite et vend des guides de voyage, cartes et carnets pour plus de {n} destinations, en version papier et numérique.',
        'Préparer son voyage avec un bon guide, c’est éviter les pièges à touristes : {name} propose des guides écrits par des auteurs qui vivent sur place.',
      ],
      nl: [
        '{name} geeft reisgidsen, kaarten en notitieboekjes uit voor meer dan {n} bestemmingen, op papier en digitaal.',
        'Wie zijn reis voorbereidt met een goede gids, vermijdt de toeristenvallen: {name} biedt gidsen geschreven door auteurs die ter plaatse wonen.',
      ],
    },
    reasons: {
      fr: ['Guides pour plus de {n} destinations', 'Versions numériques consultables hors ligne', 'Mises à jour chaque année', 'Livraison gratuite dès deux guides', 'Cartes détaillées incluses', 'Auteurs vivant sur place'],
      nl: ['Gidsen voor meer dan {n} bestemmingen', 'Digitale versies offline te raadplegen', 'Elk jaar bijgewerkt', 'Gratis levering vanaf twee gidsen', 'Gedetailleerde kaarten inbegrepen', 'Auteurs die ter plaatse wonen'],
    },
    nameWords: ['Guides', 'Reisgidsen', 'Maps', 'Éditions', 'Books'],
  },
};
