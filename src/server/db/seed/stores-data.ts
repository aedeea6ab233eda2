import 'server-only';
import type { Availability, Bilingual } from './locales';

export const STORE_KINDS = [
  'airline', 'tour_operator', 'hotel', 'holiday_park', 'camping', 'car_hire', 'ferry', 'cruise', 'luggage',
  'insurance', 'rail', 'ski', 'wellness', 'activities', 'outdoor', 'parking', 'guides',
] as const;
export type StoreKind = (typeof STORE_KINDS)[number];

export type StoreKindData = {
  /** Category keys (categories-data) a store of this kind is listed under; the first ones are the most typical. */
  categories: string[];
  /** What the visitor buys there, after "sur" / "op": "vos billets d'avion" / "je vliegtickets". */
  buys: Bilingual;
  /** Two openings for the store description; {name} is the store, {n} a number of destinations or products. */
  intro: Bilingual<string[]>;
  reasons: Bilingual<string[]>;
  /** Words that, after a brand stem, make a believable name for the generated stores of the large seed. */
  nameWords: string[];
};

export const KIND_DATA: Record<StoreKind, StoreKindData> = {
  airline: {
    categories: ['flights', 'low-cost-flights', 'long-haul-flights', 'city-trips', 'european-capitals'],
    buys: { fr: 'vos billets d’avion', nl: 'je vliegtickets' },
    intro: {
      fr: [
        '{name} est une compagnie aérienne qui dessert plus de {n} destinations en Europe et autour de la Méditerranée. Tarif léger sans bagage en soute ou formule flexible : chacun compose son billet selon ses besoins.',
        'Avec {name}, vous réservez vos vols vers les grandes villes européennes comme vers les destinations soleil. La compagnie lance régulièrement des promotions sur ses lignes, qu’il faut saisir rapidement.',
      ],
      nl: [
        '{name} is een luchtvaartmaatschappij die meer dan {n} bestemmingen in Europa en rond de Middellandse Zee bedient. Een lighttarief zonder ruimbagage of een flexibele formule: iedereen stelt zijn ticket samen naar eigen wens.',
        'Bij {name} boek je vluchten naar de grote Europese steden en naar zonbestemmingen. De maatschappij lanceert regelmatig promoties op haar routes, die je snel moet grijpen.',
      ],
    },
    reasons: {
      fr: ['Plus de {n} destinations au départ de Bruxelles, Charleroi, Liège et Paris', 'Enregistrement en ligne gratuit 30 jours avant le départ', 'Bagage cabine de 10 kg inclus dans la plupart des tarifs', 'Changement de date possible moyennant un petit supplément', 'Programme de fidélité avec des miles à chaque vol', 'Service client joignable sept jours sur sept'],
      nl: ['Meer dan {n} bestemmingen vanuit Brussel, Charleroi, Luik en Parijs', 'Gratis online inchecken tot 30 dagen voor vertrek', 'Handbagage van 10 kg inbegrepen in de meeste tarieven', 'Datum wijzigen mogelijk tegen een kleine toeslag', 'Loyaliteitsprogramma met miles bij elke vlucht', 'Klantendienst zeven dagen op zeven bereikbaar'],
    },
    nameWords: ['Air', 'Airways', 'Wings', 'Jet', 'Airlines'],
  },
  tour_operator: {
    categories: ['beach', 'all-inclusive', 'tours', 'last-minute', 'family', 'greek-islands', 'canary-islands', 'mediterranean', 'caribbean', 'flight-hotel', 'guided-tours', 'tours-asia', 'last-minute-sun', 'deals-of-the-week'],
    buys: { fr: 'vos séjours et circuits', nl: 'je reizen en rondreizen' },
    intro: {
      fr: [
        '{name} est un voyagiste spécialisé dans les séjours au soleil, les circuits et les formules tout compris vers plus de {n} destinations. Vols, transferts et hôtel sont réservés en une seule fois, avec l’assurance d’un interlocuteur unique.',
        'Depuis plus de vingt ans, {name} organise des vacances clés en main : hôtels sélectionnés, vols au départ de Belgique et de France, et une assistance sur place en français.',
      ],
      nl: [
        '{name} is een reisorganisator die gespecialiseerd is in zonvakanties, rondreizen en all-informules naar meer dan {n} bestemmingen. Vlucht, transfer en hotel boek je in één keer, met één aanspreekpunt.',
        'Al meer dan twintig jaar organiseert {name} zorgeloze vakanties: geselecteerde hotels, vluchten vanuit België en Nederland en bijstand ter plaatse in het Nederlands.',
      ],
    },
    reasons: {
      fr: ['Vol, transferts et hôtel réunis dans un seul forfait protégé', 'Représentants francophones sur place', 'Acompte de 25 % seulement à la réservation', 'Plus de {n} destinations, du Maroc à la Thaïlande', 'Réductions enfants sur de nombreux hôtels', 'Garantie du meilleur prix sur les départs de dernière minute'],
      nl: ['Vlucht, transfer en hotel samen in één beschermd pakket', 'Nederlandstalige vertegenwoordigers ter plaatse', 'Slechts 25 % voorschot bij de boeking', 'Meer dan {n} bestemmingen, van Marokko tot Thailand', 'Kinderkortingen in veel hotels', 'Laagsteprijsgarantie op lastminutevertrekken'],
    },
    nameWords: ['Voyages', 'Travel', 'Reizen', 'Tours', 'Holidays', 'Vacances'],
  },
  hotel: {
    categories: ['hotels', 'city-trips', 'luxury-hotels', 'cheap-hotels', 'boutique-hotels', 'adults-only-hotels', 'romantic-weekend', 'european-capitals'],
    buys: { fr: 'vos nuits d’hôtel', nl: 'je hotelovernachtingen' },
    intro: {
      fr: [
        '{name} propose plus de {n} hôtels soigneusement sélectionnés, des adresses de charme en centre-ville aux resorts en bord de mer. Les prix affichés incluent les taxes et la plupart des chambres sont annulables gratuitement.',
        'Réservez votre hôtel sur {name} et profitez de tarifs négociés, d’avis de clients vérifiés et d’un service client disponible à toute heure.',
      ],
      nl: [
        '{name} biedt meer dan {n} zorgvuldig geselecteerde hotels, van charmante adresjes in het stadscentrum tot resorts aan zee. De getoonde prijzen zijn inclusief taksen en de meeste kamers zijn gratis annuleerbaar.',
        'Boek je hotel bij {name} en profiteer van onderhandelde tarieven, geverifieerde klantenbeoordelingen en een klantendienst die dag en nacht bereikbaar is.',
      ],
    },
    reasons: {
      fr: ['Annulation gratuite sur la majorité des chambres', 'Plus de {n} hôtels dans le monde', 'Paiement à l’hôtel possible', 'Avis clients vérifiés après chaque séjour', 'Tarifs membres jusqu’à 15 % moins chers', 'Service client disponible 24 heures sur 24'],
      nl: ['Gratis annuleren bij de meeste kamers', 'Meer dan {n} hotels wereldwijd', 'Betalen in het hotel mogelijk', 'Geverifieerde klantenreviews na elk verblijf', 'Ledentarieven tot 15 % goedkoper', 'Klantendienst 24 uur op 24 bereikbaar'],
    },
    nameWords: ['Hotels', 'Stays', 'Rooms', 'Nights', 'Hôtels'],
  },
  holiday_park: {
    categories: ['family', 'holiday-parks', 'holiday-parks-belgium', 'holiday-parks-netherlands', 'holiday-homes', 'kids-clubs', 'north-sea'],
    buys: { fr: 'vos séjours en parc de vacances', nl: 'je verblijf in een vakantiepark' },
    intro: {
      fr: [
        '{name} gère {n} parcs de vacances en Belgique, aux Pays-Bas et en France, avec cottages tout équipés, piscine subtropicale et activités pour les enfants.',
        'Un week-end, un midweek ou une semaine complète : {name} propose des séjours flexibles en cottage, au cœur de la nature et à moins de trois heures de route.',
      ],
      nl: [
        '{name} baat {n} vakantieparken uit in België, Nederland en Frankrijk, met volledig uitgeruste cottages, een subtropisch zwembad en activiteiten voor kinderen.',
        'Een weekend, een midweek of een volle week: {name} biedt flexibele verblijven in een cottage, midden in de natuur en op minder dan drie uur rijden.',
      ],
    },
    reasons: {
      fr: ['Arrivée le lundi ou le vendredi, au choix', 'Piscine subtropicale incluse dans le séjour', 'Cottages accueillant les chiens dans chaque parc', 'Animations pour les enfants pendant les vacances scolaires', 'Linge de lit et serviettes compris', 'Parcs à moins de trois heures de Bruxelles'],
      nl: ['Aankomst op maandag of vrijdag, naar keuze', 'Subtropisch zwembad inbegrepen in het verblijf', 'Cottages waar honden welkom zijn in elk park', 'Animatie voor kinderen tijdens de schoolvakanties', 'Bedlinnen en handdoeken inbegrepen', 'Parken op minder dan drie uur van Brussel'],
    },
    nameWords: ['Parcs', 'Parks', 'Vakantieparken', 'Villages', 'Cottages'],
  },
  camping: {
    categories: ['camping', 'camping-france', 'glamping', 'mobile-homes', 'seaside-campsites', 'camping-brittany', 'camping-south-france'],
    buys: { fr: 'vos vacances en camping', nl: 'je kampeervakantie' },
    intro: {
      fr: [
        '{name} réunit plus de {n} campings en Europe, du terrain familial ombragé au village de vacances avec parc aquatique. Emplacements, mobil-homes et tentes équipées se réservent en quelques clics.',
        'Avec {name}, partez en camping sans rien emporter : mobil-homes climatisés, lodges safari et emplacements spacieux vous attendent en bord de mer comme à la campagne.',
      ],
      nl: [
        '{name} bundelt meer dan {n} campings in Europa, van een schaduwrijk familieterrein tot een vakantiedorp met waterpark. Staanplaatsen, stacaravans en ingerichte tenten boek je in een paar klikken.',
        'Met {name} ga je kamperen zonder iets mee te nemen: stacaravans met airco, safarilodges en ruime staanplaatsen wachten op je, aan zee of op het platteland.',
      ],
    },
    reasons: {
      fr: ['Plus de {n} campings dans 12 pays', 'Mobil-homes récents avec terrasse couverte', 'Clubs enfants gratuits en juillet et en août', 'Acompte réduit et solde 30 jours avant l’arrivée', 'Campings classés quatre et cinq étoiles', 'Animaux acceptés dans la plupart des hébergements'],
      nl: ['Meer dan {n} campings in 12 landen', 'Recente stacaravans met overdekt terras', 'Gratis kinderclubs in juli en augustus', 'Klein voorschot en saldo 30 dagen voor aankomst', 'Campings met vier en vijf sterren', 'Huisdieren welkom in de meeste accommodaties'],
    },
    nameWords: ['Camping', 'Campings', 'Glamping', 'Kamperen', 'Camps'],
  },
  car_hire: {
    categories: ['car-rental', 'airport-car-rental', 'campervan-rental', 'fly-drive', 'road-trips-usa'],
    buys: { fr: 'votre location de voiture', nl: 'je huurauto' },
    intro: {
      fr: [
        '{name} compare les loueurs de voitures dans plus de {n} aéroports et gares. Kilométrage illimité, franchise réduite et annulation gratuite jusqu’à 48 heures avant la prise en charge sont inclus dans la plupart des offres.',
        'Citadine pour un city trip, break familial ou cabriolet sur la côte : {name} loue des véhicules récents à prix transparents, sans frais cachés au comptoir.',
      ],
      nl: [
        '{name} vergelijkt autoverhuurders op meer dan {n} luchthavens en stations. Onbeperkte kilometers, een verlaagd eigen risico en gratis annuleren tot 48 uur voor de ophaling zitten in de meeste aanbiedingen.',
        'Een stadsautootje voor een citytrip, een ruime break voor het gezin of een cabrio langs de kust: {name} verhuurt recente wagens aan transparante prijzen, zonder verborgen kosten aan de balie.',
      ],
    },
    reasons: {
      fr: ['Kilométrage illimité dans la plupart des pays', 'Annulation gratuite jusqu’à 48 heures avant', 'Plus de {n} points de retrait', 'Assurance tous risques sans franchise en option', 'Conducteur supplémentaire offert sur certaines offres', 'Véhicules de moins de deux ans'],
      nl: ['Onbeperkte kilometers in de meeste landen', 'Gratis annuleren tot 48 uur vooraf', 'Meer dan {n} ophaalpunten', 'Omniumverzekering zonder eigen risico als optie', 'Gratis extra bestuurder bij bepaalde aanbiedingen', 'Wagens van minder dan twee jaar oud'],
    },
    nameWords: ['Rent', 'Cars', 'Drive', 'Autoverhuur', 'Location'],
  },
  ferry: {
    categories: ['mediterranean', 'greek-islands', 'north-sea', 'fly-drive'],
    buys: { fr: 'vos traversées en ferry', nl: 'je overtochten met de ferry' },
    intro: {
      fr: [
        '{name} assure des traversées vers {n} ports, pour les passagers à pied comme pour les voitures, camping-cars et motos. Cabines, restaurants et boutiques à bord rendent le voyage agréable.',
        'Partir avec sa voiture et ses bagages sans limite de poids : {name} relie le continent aux îles et vous permet de réserver cabine et repas à l’avance.',
      ],
      nl: [
        '{name} verzorgt overtochten naar {n} havens, voor voetpassagiers maar ook voor auto’s, campers en motoren. Hutten, restaurants en winkels aan boord maken de reis aangenaam.',
        'Vertrekken met je eigen auto en bagage zonder gewichtslimiet: {name} verbindt het vasteland met de eilanden en laat je hut en maaltijden vooraf reserveren.',
      ],
    },
    reasons: {
      fr: ['Traversées quotidiennes vers {n} ports', 'Voiture et bagages sans limite de poids', 'Cabines privées sur les trajets de nuit', 'Tarifs famille avec enfants à prix réduit', 'Modification de réservation en ligne', 'Wi-Fi à bord sur la plupart des navires'],
      nl: ['Dagelijkse overtochten naar {n} havens', 'Auto en bagage zonder gewichtslimiet', 'Privéhutten op nachtovertochten', 'Gezinstarieven met korting voor kinderen', 'Boeking online wijzigen', 'Wifi aan boord op de meeste schepen'],
    },
    nameWords: ['Ferries', 'Lines', 'Crossings', 'Maritime', 'Seaways'],
  },
  cruise: {
    categories: ['cruises', 'cruises-mediterranean', 'river-cruises', 'fjord-cruises', 'caribbean-cruises'],
    buys: { fr: 'votre croisière', nl: 'je cruise' },
    intro: {
      fr: [
        '{name} propose plus de {n} itinéraires de croisière, en Méditerranée, dans les fjords norvégiens et aux Caraïbes. Pension complète, spectacles et escales sont réunis dans un seul prix.',
        'Croisières maritimes ou fluviales, courtes escapades ou grands voyages : {name} sélectionne les meilleures compagnies et négocie des tarifs avantageux, boissons comprises sur de nombreux départs.',
      ],
      nl: [
        '{name} biedt meer dan {n} cruiseroutes aan, op de Middellandse Zee, in de Noorse fjorden en in de Caraïben. Volpension, shows en aanlegplaatsen zitten in één prijs.',
        'Zee- of riviercruises, korte uitstapjes of grote reizen: {name} selecteert de beste rederijen en onderhandelt voordelige tarieven, met drankjes inbegrepen op veel afvaarten.',
      ],
    },
    reasons: {
      fr: ['Plus de {n} itinéraires chaque saison', 'Pension complète et spectacles inclus', 'Enfants gratuits dans la cabine des parents sur certains départs', 'Conseillers croisière joignables par téléphone', 'Forfait boissons offert sur une sélection de croisières', 'Départs garantis au départ de ports européens'],
      nl: ['Meer dan {n} routes per seizoen', 'Volpension en shows inbegrepen', 'Kinderen gratis in de hut van de ouders bij bepaalde afvaarten', 'Cruiseadviseurs telefonisch bereikbaar', 'Gratis drankenpakket op geselecteerde cruises', 'Gegarandeerde afvaarten vanuit Europese havens'],
    },
    nameWords: ['Cruises', 'Croisières', 'River Cruises', 'Sailing', 'Voyages en mer'],
  },
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
    reasons: {
      fr: ['Plus de {n} stations dans les Alpes', 'Forfaits et location de matériel à prix réduits', 'Hébergements skis aux pieds', 'Garantie neige sur une sélection de stations', 'Cours de ski pour enfants réservables en ligne', 'Départs en autocar de nuit depuis la Belgique'],
      nl: ['Meer dan {n} skidorpen in de Alpen', 'Skipassen en materiaalhuur met korting', 'Accommodaties aan de piste', 'Sneeuwgarantie in geselecteerde skidorpen', 'Skilessen voor kinderen online te boeken', 'Nachtbussen vanuit België'],
    },
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

export type StoreData = { name: string; kind: StoreKind; domain: string; availability: Availability };

function s(name: string, kind: StoreKind, domain: string, availability: Availability = 'all'): StoreData {
  return { name, kind, domain, availability };
}

/** The hand-made stores of every seed; invented brands, none of them a real company. */
export const STORES: StoreData[] = [
  s('Aerolys', 'airline', 'aerolys.com'),
  s('Belvia Airways', 'airline', 'belvia-airways.be', 'be'),
  s('SkyNordic', 'airline', 'skynordic.com'),
  s('Azura Air', 'airline', 'azura-air.com'),
  s('Mistral Wings', 'airline', 'mistralwings.fr', 'fr-fr'),
  s('Atlantica Airlines', 'airline', 'atlantica-airlines.com'),
  s('Corsalis Air', 'airline', 'corsalis.fr', 'fr-fr'),
  s('Zephyra', 'airline', 'zephyra.eu'),
  s('Hexa Airways', 'airline', 'hexa-airways.com'),
  s('Solavia', 'airline', 'solavia.com'),
  s('Flandria Air', 'airline', 'flandria-air.be', 'be'),
  s('Oriona Airlines', 'airline', 'oriona-airlines.com'),
  s('Soleo Voyages', 'tour_operator', 'soleo-voyages.be'),
  s('Horizonia', 'tour_operator', 'horizonia.com'),
  s('Zonnekust Reizen', 'tour_operator', 'zonnekustreizen.be', 'be'),
  s('Evasio', 'tour_operator', 'evasio.fr', 'fr-fr'),
  s('Mediterra Travel', 'tour_operator', 'mediterra-travel.com'),
  s('Palmeraie Vacances', 'tour_operator', 'palmeraie-vacances.fr', 'fr-fr'),
  s('Lagoona', 'tour_operator', 'lagoona.eu'),
  s('Zonvaart', 'tour_operator', 'zonvaart.be', 'be'),
  s('Odyssea Tours', 'tour_operator', 'odyssea-tours.com'),
  s('Escapia', 'tour_operator', 'escapia.be'),
  s('Voyages Alizé', 'tour_operator', 'voyages-alize.fr', 'fr-fr'),
  s('Sunvista Holidays', 'tour_operator', 'sunvista.eu'),
  s('Terra Nomada', 'tour_operator', 'terranomada.com'),
  s('Caravela Travel', 'tour_operator', 'caravela-travel.com'),
  s('Globetrek', 'tour_operator', 'globetrek.eu'),
  s('Reizen De Kaap', 'tour_operator', 'dekaap-reizen.be', 'be'),
  s('Archipel Voyages', 'tour_operator', 'archipel-voyages.fr', 'fr-fr'),
  s('Nordiska Tours', 'tour_operator', 'nordiska-tours.com'),
  s('Safarica', 'tour_operator', 'safarica.com'),
  s('Azimut Circuits', 'tour_operator', 'azimut-circuits.fr'),
  s('Hotelia', 'hotel', 'hotelia.eu'),
  s('NuitDouce', 'hotel', 'nuitdouce.fr', 'fr-fr'),
  s('Roomista', 'hotel', 'roomista.com'),
  s('Staylo', 'hotel', 'staylo.com'),
  s('Villégiature Hôtels', 'hotel', 'villegiature-hotels.fr'),
  s('Boutiq Hotels', 'hotel', 'boutiq-hotels.com'),
  s('Slaapwel Hotels', 'hotel', 'slaapwel-hotels.be', 'be'),
  s('Palazzo Stays', 'hotel', 'palazzostays.com'),
  s('Urban Nest Hotels', 'hotel', 'urbannest.eu'),
  s('Casa Sol Hotels', 'hotel', 'casasol-hotels.com'),
  s('Riad Collection', 'hotel', 'riadcollection.com'),
  s('Alpenhof Hotels', 'hotel', 'alpenhof-hotels.com'),
  s('Maison Azur', 'hotel', 'maison-azur.fr', 'fr-fr'),
  s('Citynight', 'hotel', 'citynight.eu'),
  s('Duinenhof Parcs', 'holiday_park', 'duinenhof.be', 'be'),
  s('Green Oasis Parks', 'holiday_park', 'greenoasisparks.com'),
  s('Bosrijk Vakantieparken', 'holiday_park', 'bosrijkparken.be', 'be'),
  s('Parc Lumière', 'holiday_park', 'parc-lumiere.fr', 'fr-fr'),
  s('Lakeside Villages', 'holiday_park', 'lakesidevillages.eu'),
  s('Ardennes Cottages', 'holiday_park', 'ardennes-cottages.be', 'be'),
  s('Kustpark Residences', 'holiday_park', 'kustpark.be', 'be'),
  s('Domaine des Étangs', 'holiday_park', 'domaine-etangs.fr'),
  s('Forest Dream Parcs', 'holiday_park', 'forestdreamparcs.eu'),
  s('Meadowbrook Parks', 'holiday_park', 'meadowbrookparks.eu'),
  s('Flots Bleus Campings', 'camping', 'flotsbleus-campings.fr', 'fr-fr'),
  s('Glampia', 'camping', 'glampia.com'),
  s('Kampeerland', 'camping', 'kampeerland.be', 'be'),
  s('Tentissimo', 'camping', 'tentissimo.eu'),
  s('CampiVerde', 'camping', 'campiverde.com'),
  s('Mobil’Évasion', 'camping', 'mobilevasion.fr', 'fr-fr'),
  s('Safari Tents Europe', 'camping', 'safaritents.eu'),
  s('Pitch & Relax', 'camping', 'pitchandrelax.com'),
  s('Camping Rivage', 'camping', 'camping-rivage.fr'),
  s('Bivakia', 'camping', 'bivakia.be', 'be'),
  s('Rentaflex', 'car_hire', 'rentaflex.com'),
  s('AutoLibre Location', 'car_hire', 'autolibre-location.fr', 'fr-fr'),
  s('Drivio', 'car_hire', 'drivio.eu'),
  s('Roadmate', 'car_hire', 'roadmate.com'),
  s('Wheelz Autoverhuur', 'car_hire', 'wheelz-huur.be', 'be'),
  s('CarNomad', 'car_hire', 'carnomad.com'),
  s('Sunroad Rentals', 'car_hire', 'sunroad-rentals.com'),
  s('Vanlife Campers', 'car_hire', 'vanlife-campers.eu'),
  s('Delta Autoverhuur', 'car_hire', 'delta-autoverhuur.be', 'be'),
  s('Loca’Soleil', 'car_hire', 'locasoleil.fr', 'fr-fr'),
  s('Motorhome Freedom', 'car_hire', 'motorhome-freedom.com'),
  s('Kilomètre Zéro', 'car_hire', 'kilometre-zero.fr'),
  s('Channel Link Ferries', 'ferry', 'channellinkferries.com'),
  s('Mare Nostrum Lines', 'ferry', 'marenostrum-lines.com'),
  s('Corsica Traversées', 'ferry', 'corsica-traversees.fr', 'fr-fr'),
  s('Nordzee Ferries', 'ferry', 'nordzeeferries.be', 'be'),
  s('Adriatica Ferries', 'ferry', 'adriatica-ferries.com'),
  s('Aegean Blue Lines', 'ferry', 'aegeanblue.com'),
  s('Baltic Wave', 'ferry', 'balticwave.eu'),
  s('Ferrymatch', 'ferry', 'ferrymatch.com'),
  s('Aquarella Cruises', 'cruise', 'aquarella-cruises.com'),
  s('Fluvia Croisières', 'cruise', 'fluvia-croisieres.fr', 'fr-fr'),
  s('Nordlys Expeditions', 'cruise', 'nordlys-expeditions.com'),
  s('Croisières Azur', 'cruise', 'croisieres-azur.fr'),
  s('Rivierboot Cruises', 'cruise', 'rivierboot.be', 'be'),
  s('Seabreeze Cruises', 'cruise', 'seabreeze-cruises.com'),
  s('Danubia River Cruises', 'cruise', 'danubia-rivercruises.com'),
  s('Caribea Cruises', 'cruise', 'caribea-cruises.com'),
  s('Valisette', 'luggage', 'valisette.fr', 'fr-fr'),
  s('Trekbag', 'luggage', 'trekbag.eu'),
  s('Koffermaat', 'luggage', 'koffermaat.be', 'be'),
  s('Globe Case', 'luggage', 'globecase.com'),
  s('Voyageur Bagages', 'luggage', 'voyageur-bagages.fr'),
  s('Carry On Co.', 'luggage', 'carryon-co.com'),
  s('Nomad Gear', 'luggage', 'nomadgear.eu'),
  s('Packwise', 'luggage', 'packwise.com'),
  s('Roll & Go', 'luggage', 'rollandgo.eu'),
  s('Altitude Bags', 'luggage', 'altitude-bags.com'),
  s('Assurévasion', 'insurance', 'assurevasion.fr', 'fr-fr'),
  s('TravelSafe Insurance', 'insurance', 'travelsafe-insurance.eu'),
  s('Reisgerust', 'insurance', 'reisgerust.be', 'be'),
  s('Globassur', 'insurance', 'globassur.com'),
  s('Cover4Trip', 'insurance', 'cover4trip.com'),
  s('Annulia', 'insurance', 'annulia.fr', 'fr-fr'),
  s('Safe Journey', 'insurance', 'safejourney-insurance.com'),
  s('Reisbijstand Plus', 'insurance', 'reisbijstandplus.be', 'be'),
  s('RailVista', 'rail', 'railvista.eu'),
  s('Nachttrein Europa', 'rail', 'nachttrein-europa.be', 'be'),
  s('BusExpress Europe', 'rail', 'busexpress-europe.com'),
  s('Trains & Co', 'rail', 'trainsandco.fr', 'fr-fr'),
  s('Coachline Europa', 'rail', 'coachline-europa.com'),
  s('Orient Sleeper', 'rail', 'orientsleeper.com'),
  s('Railpass Direct', 'rail', 'railpassdirect.com'),
  s('Autocars Soleil', 'rail', 'autocars-soleil.fr', 'fr-fr'),
  s('SkiPlanet', 'ski', 'skiplanet.eu'),
  s('Glisse & Neige', 'ski', 'glisse-et-neige.fr', 'fr-fr'),
  s('Snowmatch', 'ski', 'snowmatch.com'),
  s('Alpenski Reizen', 'ski', 'alpenski.be', 'be'),
  s('Poudreuse Voyages', 'ski', 'poudreuse-voyages.fr'),
  s('Skiloc', 'ski', 'skiloc-rental.com'),
  s('PisteXpress', 'ski', 'pistexpress.com'),
  s('Chaletissimo', 'ski', 'chaletissimo.com'),
  s('Thalassia Spa', 'wellness', 'thalassia-spa.fr', 'fr-fr'),
  s('Wellness Escape', 'wellness', 'wellness-escape.eu'),
  s('Zen Retreats', 'wellness', 'zenretreats.com'),
  s('Spa Weekend Deals', 'wellness', 'spaweekend.be', 'be'),
  s('Aquazen', 'wellness', 'aquazen.eu'),
  s('Bien-être Évasion', 'wellness', 'bienetre-evasion.fr'),
  s('Sauna & Soul', 'wellness', 'saunasoul.be', 'be'),
  s('Yoga Horizons', 'wellness', 'yogahorizons.com'),
  s('Ticketia', 'activities', 'ticketia.com'),
  s('Excursio', 'activities', 'excursio.eu'),
  s('CityPass Europe', 'activities', 'citypass-europe.com'),
  s('Funpark Tickets', 'activities', 'funpark-tickets.be', 'be'),
  s('Dive & Discover', 'activities', 'divediscover.com'),
  s('WalkTours Europe', 'activities', 'walktours.eu'),
  s('Attractio', 'activities', 'attractio.fr', 'fr-fr'),
  s('Safari Day Trips', 'activities', 'safaridaytrips.com'),
  s('Sea Kayak Adventures', 'activities', 'seakayak-adventures.com'),
  s('Pretpark Deals', 'activities', 'pretparkdeals.be', 'be'),
  s('Trail & Summit', 'outdoor', 'trailsummit.eu'),
  s('Montagne Équipement', 'outdoor', 'montagne-equipement.fr', 'fr-fr'),
  s('Wandelwinkel', 'outdoor', 'wandelwinkel.be', 'be'),
  s('Outdoorista', 'outdoor', 'outdoorista.com'),
  s('Campfire Gear', 'outdoor', 'campfiregear.com'),
  s('Randonnée Plus', 'outdoor', 'randonnee-plus.fr'),
  s('Northpeak Outdoor', 'outdoor', 'northpeak-outdoor.com'),
  s('Kamperen & Co', 'outdoor', 'kamperenco.be', 'be'),
  s('ParkAirport', 'parking', 'parkairport.eu'),
  s('SkyPark Parking', 'parking', 'skypark-parking.be', 'be'),
  s('ParkEasy Aéroports', 'parking', 'parkeasy-aeroports.fr', 'fr-fr'),
  s('ValetFly', 'parking', 'valetfly.com'),
  s('AirPark Shuttle', 'parking', 'airpark-shuttle.com'),
  s('Stationnement Malin', 'parking', 'stationnement-malin.fr', 'fr-fr'),
  s('Guides Horizon', 'guides', 'guides-horizon.fr', 'fr-fr'),
  s('Reisgidsen Online', 'guides', 'reisgidsenonline.be', 'be'),
  s('Atlas & Carnets', 'guides', 'atlas-carnets.com'),
];

/** Brand stems for the generated stores of the large seed ("Sol" + "vista" + " Voyages"). */
export const BRAND_STEMS = [
  'Sol', 'Mar', 'Vista', 'Nova', 'Alto', 'Costa', 'Terra', 'Luna', 'Stella', 'Blue', 'Sky', 'Zen', 'Aqua', 'Vela',
  'Brisa', 'Nord', 'Sud', 'Ocea', 'Alpi', 'Dune', 'Flora', 'Orion', 'Atlas', 'Iris', 'Lago', 'Rivo', 'Mira',
  'Cielo', 'Onda', 'Azur', 'Golden', 'Happy', 'Easy', 'Smart', 'Globe', 'Trip', 'Holi', 'Vaka', 'Zon', 'Nomad',
];
export const BRAND_ENDINGS = ['', 'ria', 'nia', 'lia', 'vo', 'ra', 'lis', 'tica', 'mare', 'land', 'go', 'ly'];
export const BRAND_CITIES = ['Bruxelles', 'Lyon', 'Gent', 'Lille', 'Namur', 'Antwerpen', 'Nantes', 'Liège', 'Bordeaux', 'Brugge', 'Toulouse', 'Mons'];
