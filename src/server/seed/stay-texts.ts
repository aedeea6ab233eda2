import 'server-only';
import type { StayKind } from './destinations-data';
import type { Bilingual, Language } from './locales';

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
