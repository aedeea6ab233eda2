import 'server-only';
import type { StayKind } from './destinations-data';
import type { Bilingual } from './locales';

/** Three sections of a "what to do" post for each kind of stay: heading, then a paragraph; {at}/{of} name the place. */
export const IDEA_SECTIONS: Record<StayKind, Bilingual<[string, string][]>> = {
  beach: {
    fr: [
      ['Profiter des plages', 'La première raison de venir {at}, ce sont les plages. Levez-vous tôt pour profiter du calme, puis installez-vous sous un parasol : en haute saison, les meilleures places partent vite.'],
      ['Goûter la cuisine locale', 'Poisson grillé, légumes du marché et desserts maison : la cuisine {of} se découvre dans les petits restaurants du port, loin des menus traduits en cinq langues.'],
      ['Explorer les environs', 'Louez une voiture ou un scooter pour une journée : les villages de l’arrière-pays et les criques moins connues valent largement le détour.'],
    ],
    nl: [
      ['Genieten van de stranden', 'De eerste reden om {at} te verblijven, zijn de stranden. Sta vroeg op om van de rust te genieten en installeer je daarna onder een parasol: in het hoogseizoen zijn de beste plekjes snel ingenomen.'],
      ['De lokale keuken proeven', 'Gegrilde vis, groenten van de markt en huisgemaakte desserts: de keuken {of} ontdek je in de kleine restaurantjes aan de haven, ver weg van menu’s in vijf talen.'],
      ['De omgeving verkennen', 'Huur een auto of scooter voor een dag: de dorpjes in het binnenland en de minder bekende baaien zijn zeker een omweg waard.'],
    ],
  },
  city: {
    fr: [
      ['Flâner dans le centre historique', 'Le meilleur moyen de découvrir une ville reste la marche : perdez-vous dans les ruelles du centre, poussez la porte des églises et arrêtez-vous dans les cafés où se retrouvent les habitants.'],
      ['Visiter les musées', 'Réservez vos billets en ligne pour les musées les plus courus et privilégiez les premières heures de la matinée : vous profiterez des collections sans la foule.'],
      ['Prendre de la hauteur', 'Terrasse panoramique, colline ou clocher : terminez la journée par un point de vue sur la ville, idéalement au coucher du soleil.'],
    ],
    nl: [
      ['Slenteren door het historische centrum', 'Een stad ontdek je nog altijd het best te voet: verdwaal in de steegjes van het centrum, loop binnen in de kerken en neem plaats in de cafés waar de inwoners samenkomen.'],
      ['Musea bezoeken', 'Reserveer je tickets voor de drukste musea online en ga bij voorkeur vroeg in de ochtend: zo geniet je van de collecties zonder menigte.'],
      ['Het uitzicht van bovenaf', 'Een panoramaterras, een heuvel of een kerktoren: sluit de dag af met uitzicht over de stad, het liefst bij zonsondergang.'],
    ],
  },
  ski: {
    fr: [
      ['Dévaler les pistes', 'Le domaine skiable compte des pistes pour tous les niveaux : les débutants apprécieront les pentes douces près du village, les skieurs confirmés les descentes plus engagées en altitude.'],
      ['Profiter de l’après-ski', 'Après une journée de glisse, rien ne vaut un chocolat chaud en terrasse, un passage au sauna ou une fondue entre amis. Les bars d’altitude s’animent dès la fermeture des pistes.'],
      ['Essayer d’autres activités', 'Raquettes, luge, patin à glace ou balade en chiens de traîneau : de nombreuses activités permettent de varier les plaisirs, même pour ceux qui ne skient pas.'],
    ],
    nl: [
      ['De pistes af', 'Het skigebied telt pistes voor elk niveau: beginners genieten van de zachte hellingen vlak bij het dorp, gevorderde skiërs van de pittigere afdalingen hoger op de berg.'],
      ['Genieten van de après-ski', 'Na een dag op de latten gaat er niets boven een warme chocolademelk op een terras, een saunabezoek of een kaasfondue met vrienden. De berghutten komen tot leven zodra de pistes sluiten.'],
      ['Andere activiteiten proberen', 'Sneeuwschoenwandelen, sleeën, schaatsen of een tocht met een hondenslee: er zijn genoeg activiteiten voor wat afwisseling, ook voor wie niet skiet.'],
    ],
  },
  mountain: {
    fr: [
      ['Randonner', 'Des balades faciles au bord des lacs aux itinéraires d’une journée vers les sommets, les sentiers balisés des environs conviennent à tous les marcheurs.'],
      ['Se baigner dans les lacs', 'L’eau des lacs de montagne se réchauffe en juillet et en août : une baignade après une randonnée est un vrai moment de bonheur.'],
      ['Goûter les spécialités', 'Fromages d’alpage, charcuteries et pâtisseries locales : les refuges et les auberges de village servent une cuisine généreuse, parfaite après une journée au grand air.'],
    ],
    nl: [
      ['Wandelen', 'Van makkelijke wandelingen langs de meren tot dagtochten naar de toppen: de bewegwijzerde paden in de omgeving zijn geschikt voor elke wandelaar.'],
      ['Zwemmen in de meren', 'Het water van de bergmeren warmt op in juli en augustus: een duik na een wandeling is puur geluk.'],
      ['Lokale specialiteiten proeven', 'Alpenkaas, vleeswaren en lokaal gebak: de berghutten en dorpsherbergen serveren een stevige keuken, perfect na een dag in de buitenlucht.'],
    ],
  },
  countryside: {
    fr: [
      ['Se balader dans la nature', 'Chemins creux, forêts et rivières : {at}, les balades à pied ou à vélo se font au rythme des saisons, loin de l’agitation.'],
      ['Découvrir les villages', 'Les villages des environs cachent des églises anciennes, des marchés hebdomadaires et des producteurs qui ouvrent volontiers leurs portes aux visiteurs.'],
      ['Savourer le terroir', 'Fromages, vins ou bières locales, miel et confitures : rapportez un peu de la région dans vos bagages.'],
    ],
    nl: [
      ['Wandelen in de natuur', 'Holle wegen, bossen en rivieren: {at} wandel of fiets je op het ritme van de seizoenen, ver weg van de drukte.'],
      ['De dorpjes ontdekken', 'De dorpjes in de buurt verbergen oude kerkjes, wekelijkse markten en producenten die bezoekers graag ontvangen.'],
      ['Genieten van streekproducten', 'Kaas, lokale wijn of bier, honing en confituur: neem een stukje van de streek mee in je bagage.'],
    ],
  },
  wellness: {
    fr: [
      ['Se détendre aux thermes', 'Les établissements thermaux proposent bains chauds, saunas et soins : réservez une demi-journée pour en profiter pleinement.'],
      ['Se promener au calme', 'Entre deux soins, les parcs et les promenades des environs invitent à la flânerie, loin de tout stress.'],
      ['Bien manger', 'Beaucoup d’hôtels bien-être proposent une cuisine légère et de saison, idéale pour prolonger les bienfaits du séjour.'],
    ],
    nl: [
      ['Ontspannen in de thermen', 'De thermen bieden warme baden, sauna’s en behandelingen: trek er een halve dag voor uit om er ten volle van te genieten.'],
      ['Rustig wandelen', 'Tussen twee behandelingen door nodigen de parken en wandelpaden in de buurt uit om te slenteren, ver weg van alle stress.'],
      ['Gezond eten', 'Veel wellnesshotels serveren een lichte seizoenskeuken, ideaal om de weldaden van je verblijf te verlengen.'],
    ],
  },
  adventure: {
    fr: [
      ['Partir en excursion', 'Les agences locales organisent des excursions d’une ou plusieurs journées vers les sites naturels les plus spectaculaires de la région.'],
      ['Rencontrer les habitants', 'Marchés, ateliers d’artisans ou repas chez l’habitant : ces moments de partage restent souvent les meilleurs souvenirs du voyage.'],
      ['Voyager de manière responsable', 'Privilégiez les guides locaux, respectez les sentiers balisés et limitez le plastique : le tourisme durable préserve ce qui fait la beauté de la destination.'],
    ],
    nl: [
      ['Op excursie', 'Lokale agentschappen organiseren excursies van een of meer dagen naar de meest spectaculaire natuurplekken van de streek.'],
      ['Inwoners ontmoeten', 'Markten, ateliers van ambachtslui of een maaltijd bij de lokale bevolking: die gedeelde momenten zijn vaak de mooiste herinneringen aan je reis.'],
      ['Verantwoord reizen', 'Kies voor lokale gidsen, blijf op de gemarkeerde paden en beperk je plastic: duurzaam toerisme beschermt wat de bestemming zo mooi maakt.'],
    ],
  },
};

/** One paragraph per beach in a "most beautiful beaches" post; {At} starts a sentence, {bare} is the plain name. */
export const BEACH_LINES: Bilingual<string[]> = {
  fr: [
    '{At}, la plage principale s’anime dès le matin : idéale pour les familles, avec location de transats, douches et restaurants de poisson à deux pas.',
    '{At}, les plus belles criques se méritent : quelques minutes de marche sur un sentier côtier mènent à une eau d’une transparence étonnante.',
    'Les amateurs de sports nautiques apprécieront {bare} : planche à voile, paddle et plongée se pratiquent depuis la plage, avec des écoles pour tous les niveaux.',
    '{At}, on vient surtout pour le coucher de soleil : installez-vous en fin de journée dans un bar de plage et profitez du spectacle.',
  ],
  nl: [
    '{At} komt het hoofdstrand al vroeg in de ochtend tot leven: ideaal voor gezinnen, met ligstoelen, douches en visrestaurantjes vlakbij.',
    '{At} moet je de mooiste baaien verdienen: een paar minuten wandelen over een kustpad brengt je naar verrassend helder water.',
    'Watersportliefhebbers komen {at} aan hun trekken: windsurfen, suppen en duiken kan vanaf het strand, met scholen voor elk niveau.',
    '{At} kom je vooral voor de zonsondergang: strijk aan het eind van de dag neer in een strandbar en geniet van het schouwspel.',
  ],
};

export const SKI_LINES: Bilingual<string[]> = {
  fr: [
    '{At}, le domaine skiable se prête aussi bien aux familles qu’aux skieurs confirmés, avec un enneigement généralement fiable de décembre à avril.',
    'Réputée pour son ambiance, la station {of} séduit par son après-ski animé et ses nombreux hébergements au pied des pistes.',
    'Plus tranquille, la station {of} est idéale pour les débutants et les familles : écoles de ski, jardins des neiges et pistes bleues y sont nombreux.',
    '{At}, les amateurs de hors-piste trouvent leur bonheur dès les premières chutes de neige, encadrés par des guides locaux.',
  ],
  nl: [
    '{At} is het skigebied geschikt voor gezinnen én voor gevorderde skiërs, met doorgaans betrouwbare sneeuw van december tot april.',
    '{bare} staat bekend om de sfeer: de après-ski is er levendig en er zijn veel accommodaties aan de piste.',
    'Het rustigere {bare} is ideaal voor beginners en gezinnen, met veel skischolen, kinderparken en blauwe pistes.',
    '{At} vinden off-pisteliefhebbers hun geluk vanaf de eerste sneeuwval, onder begeleiding van lokale gidsen.',
  ],
};

/** The two days of a city-break itinerary and the eating tip, identical wherever the city is. */
export const CITY_DAYS: Bilingual<[string, string][]> = {
  fr: [
    ['Jour 1 : le cœur historique', 'Commencez par le centre historique, tôt le matin, avant l’arrivée des groupes. Prenez le temps de flâner dans les ruelles, de pousser la porte des églises et de vous arrêter dans un café pour observer la vie locale. L’après-midi, visitez le musée le plus emblématique de la ville, en réservant votre billet en ligne.'],
    ['Jour 2 : quartiers, marchés et panoramas', 'Consacrez la matinée au marché couvert, idéal pour goûter les spécialités locales, puis explorez un quartier plus résidentiel, loin des circuits touristiques. En fin de journée, rejoignez un point de vue pour admirer la ville au coucher du soleil.'],
    ['Où manger ?', 'Fuyez les terrasses des places principales et suivez les habitants : les meilleures adresses se trouvent souvent une rue plus loin. Au déjeuner, le menu du jour offre un excellent rapport qualité-prix.'],
  ],
  nl: [
    ['Dag 1: het historische hart', 'Begin vroeg in de ochtend in het historische centrum, voor de groepen arriveren. Neem de tijd om door de steegjes te slenteren, de kerken binnen te lopen en op een terrasje het lokale leven te observeren. Bezoek ’s middags het bekendste museum van de stad en reserveer je ticket online.'],
    ['Dag 2: wijken, markten en uitzichten', 'Trek de ochtend uit voor de overdekte markt, ideaal om lokale specialiteiten te proeven, en verken daarna een woonwijk buiten de toeristische routes. Ga aan het eind van de dag naar een uitkijkpunt om de stad bij zonsondergang te bewonderen.'],
    ['Waar eten?', 'Mijd de terrassen op de grote pleinen en volg de inwoners: de beste adresjes liggen vaak een straat verder. ’s Middags biedt het dagmenu een uitstekende prijs-kwaliteitverhouding.'],
  ],
};
