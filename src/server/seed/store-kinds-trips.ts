import 'server-only';
import { withFrFrItems } from './locales';
import type { StoreKind, StoreKindData } from './stores-data';

type TripKind = Extract<StoreKind, 'airline' | 'tour_operator' | 'hotel' | 'holiday_park' | 'camping' | 'car_hire' | 'ferry' | 'cruise'>;

/** What sets apart the stores that sell the trip itself: transport, stays and packages. */
export const TRIP_KIND_DATA: Record<TripKind, StoreKindData> = {
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
    reasons: withFrFrItems({
      fr: ['Plus de {n} destinations au départ de Bruxelles, Charleroi, Liège et Paris', 'Enregistrement en ligne gratuit 30 jours avant le départ', 'Bagage cabine de 10 kg inclus dans la plupart des tarifs', 'Changement de date possible moyennant un petit supplément', 'Programme de fidélité avec des miles à chaque vol', 'Service client joignable sept jours sur sept'],
      nl: ['Meer dan {n} bestemmingen vanuit Brussel, Charleroi, Luik en Parijs', 'Gratis online inchecken tot 30 dagen voor vertrek', 'Handbagage van 10 kg inbegrepen in de meeste tarieven', 'Datum wijzigen mogelijk tegen een kleine toeslag', 'Loyaliteitsprogramma met miles bij elke vlucht', 'Klantendienst zeven dagen op zeven bereikbaar'],
    }, { 0: 'Plus de {n} destinations au départ de Paris, Lyon, Marseille et Nice' }),
    nameWords: ['Air', 'Airways', 'Wings', 'Jet', 'Airlines'],
  },
  tour_operator: {
    categories: ['beach', 'all-inclusive', 'tours', 'last-minute', 'family', 'greek-islands', 'canary-islands', 'mediterranean', 'caribbean', 'flight-hotel', 'guided-tours', 'tours-asia', 'last-minute-sun', 'deals-of-the-week'],
    buys: { fr: 'vos séjours et circuits', nl: 'je reizen en rondreizen' },
    intro: withFrFrItems({
      fr: [
        '{name} est un voyagiste spécialisé dans les séjours au soleil, les circuits et les formules tout compris vers plus de {n} destinations. Vols, transferts et hôtel sont réservés en une seule fois, avec l’assurance d’un interlocuteur unique.',
        'Depuis plus de vingt ans, {name} organise des vacances clés en main : hôtels sélectionnés, vols au départ de Belgique et de France, et une assistance sur place en français.',
      ],
      nl: [
        '{name} is een reisorganisator die gespecialiseerd is in zonvakanties, rondreizen en all-informules naar meer dan {n} bestemmingen. Vlucht, transfer en hotel boek je in één keer, met één aanspreekpunt.',
        'Al meer dan twintig jaar organiseert {name} zorgeloze vakanties: geselecteerde hotels, vluchten vanuit België en Nederland en bijstand ter plaatse in het Nederlands.',
      ],
    }, {
      1: 'Depuis plus de vingt ans, {name} organise des vacances clés en main : hôtels sélectionnés, vols au départ de Paris et des grands aéroports de province, et une assistance sur place en français.',
    }),
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
    intro: withFrFrItems({
      fr: [
        '{name} gère {n} parcs de vacances en Belgique, aux Pays-Bas et en France, avec cottages tout équipés, piscine subtropicale et activités pour les enfants.',
        'Un week-end, un midweek ou une semaine complète : {name} propose des séjours flexibles en cottage, au cœur de la nature et à moins de trois heures de route.',
      ],
      nl: [
        '{name} baat {n} vakantieparken uit in België, Nederland en Frankrijk, met volledig uitgeruste cottages, een subtropisch zwembad en activiteiten voor kinderen.',
        'Een weekend, een midweek of een volle week: {name} biedt flexibele verblijven in een cottage, midden in de natuur en op minder dan drie uur rijden.',
      ],
    }, {
      0: '{name} gère {n} parcs de vacances en France et chez ses voisins européens, avec cottages tout équipés, piscine subtropicale et activités pour les enfants.',
    }),
    reasons: withFrFrItems({
      fr: ['Arrivée le lundi ou le vendredi, au choix', 'Piscine subtropicale incluse dans le séjour', 'Cottages accueillant les chiens dans chaque parc', 'Animations pour les enfants pendant les vacances scolaires', 'Linge de lit et serviettes compris', 'Parcs à moins de trois heures de Bruxelles'],
      nl: ['Aankomst op maandag of vrijdag, naar keuze', 'Subtropisch zwembad inbegrepen in het verblijf', 'Cottages waar honden welkom zijn in elk park', 'Animatie voor kinderen tijdens de schoolvakanties', 'Bedlinnen en handdoeken inbegrepen', 'Parken op minder dan drie uur van Brussel'],
    }, { 5: 'Parcs à moins de trois heures de Paris, Lille ou Lyon' }),
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
};
