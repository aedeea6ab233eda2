import 'server-only';
import type { Bilingual, Text } from './locales';

export type BlogCategoryData = { key: string; name: Bilingual; description: Bilingual; featured: boolean };

export const BLOG_CATEGORIES: BlogCategoryData[] = [
  { key: 'destinations', featured: true, name: { fr: 'Destinations', nl: 'Bestemmingen' },
    description: { fr: 'Nos guides complets pour préparer vos vacances, pays par pays : climat, budget, formalités et incontournables.', nl: 'Onze volledige gidsen om je vakantie voor te bereiden, land per land: klimaat, budget, formaliteiten en toppers.' } },
  { key: 'beaches', featured: true, name: { fr: 'Plages et îles', nl: 'Stranden en eilanden' },
    description: { fr: 'Criques secrètes, grandes plages familiales et îles de rêve : notre sélection pour vos vacances au soleil.', nl: 'Verborgen baaien, grote gezinsstranden en droomeilanden: onze selectie voor je zonvakantie.' } },
  { key: 'city-breaks', featured: true, name: { fr: 'Escapades urbaines', nl: 'Stedentrips' },
    description: { fr: 'Itinéraires de 48 heures, adresses gourmandes et quartiers à explorer pour réussir votre week-end en ville.', nl: 'Routes van 48 uur, lekkere adresjes en wijken om te verkennen voor een geslaagd weekend in de stad.' } },
  { key: 'travel-ideas', featured: true, name: { fr: 'Idées de voyage', nl: 'Reisideeën' },
    description: { fr: 'Que faire sur place ? Nos idées d’activités, de visites et de balades pour chaque destination.', nl: 'Wat doe je ter plaatse? Onze ideeën voor activiteiten, bezoeken en wandelingen op elke bestemming.' } },
  { key: 'mountain', featured: false, name: { fr: 'Montagne et ski', nl: 'Bergen en wintersport' },
    description: { fr: 'Stations de ski, randonnées et séjours à la montagne, été comme hiver.', nl: 'Skigebieden, wandelingen en vakanties in de bergen, zomer en winter.' } },
  { key: 'practical', featured: true, name: { fr: 'Conseils pratiques', nl: 'Praktische tips' },
    description: { fr: 'Billets d’avion, bagages, assurances et location de voiture : tout ce qu’il faut savoir avant de partir.', nl: 'Vliegtickets, bagage, verzekeringen en autohuur: alles wat je moet weten voor je vertrekt.' } },
  { key: 'budget', featured: false, name: { fr: 'Budget et bons plans', nl: 'Budget en besparen' },
    description: { fr: 'Codes promo, dernière minute et astuces pour voyager mieux en dépensant moins.', nl: 'Kortingscodes, last minutes en tips om beter te reizen voor minder geld.' } },
  { key: 'family', featured: false, name: { fr: 'Voyager en famille', nl: 'Reizen met kinderen' },
    description: { fr: 'Hôtels adaptés, clubs enfants et conseils pour voyager sereinement avec les plus petits.', nl: 'Kindvriendelijke hotels, kinderclubs en tips om zorgeloos te reizen met de kleintjes.' } },
];

export const AUTHORS = ['Sophie Lambert', 'Thomas Claes', 'Julie Peeters', 'Marc Dubois', 'Eva Janssens', 'Laura Martin'];

/** A block of a hand-written post: a heading, then paragraphs or a list. */
export type PostBlock = { h2?: string; p?: string[]; ul?: string[] };
export type HandWrittenPost = {
  category: string;
  title: Bilingual;
  excerpt: Text;
  body: Text<PostBlock[]>;
  /** The title search engines show on the French site, which must not repeat the Belgian French one. */
  seoTitleFrFr: string;
};

/** Post blocks whose French sentences, quoted in their Belgian wording, read differently in France. */
export function forFrance(body: Bilingual<PostBlock[]>, rewrites: Record<string, string>): Text<PostBlock[]> {
  const used = new Set<string>();
  const rewrite = (text: string) => {
    const rewritten = rewrites[text];
    if (rewritten === undefined) return text;
    used.add(text);
    return rewritten;
  };
  const frFr = body.fr.map((block) => ({ ...block, ...(block.p ? { p: block.p.map(rewrite) } : {}), ...(block.ul ? { ul: block.ul.map(rewrite) } : {}) }));
  // A Belgian sentence edited since its rewrite was written would otherwise reach the French site unnoticed.
  const stale = Object.keys(rewrites).filter((text) => !used.has(text));
  if (stale.length > 0) throw new Error(`French rewrites match no sentence: ${stale.join(' / ')}`);
  return { ...body, frFr };
}

export const HANDWRITTEN_POSTS: HandWrittenPost[] = [
  {
    category: 'practical',
    title: { fr: 'Comment trouver un billet d’avion pas cher : 9 astuces qui marchent', nl: 'Goedkope vliegtickets vinden: 9 tips die echt werken' },
    seoTitleFrFr: 'Vols pas chers depuis la France : 9 astuces',
    excerpt: {
      fr: 'Réserver au bon moment, comparer les aéroports et voyager léger : nos astuces éprouvées pour payer vos vols moins cher.',
      nl: 'Op het juiste moment boeken, luchthavens vergelijken en licht reizen: onze beproefde tips om minder te betalen voor je vlucht.',
      frFr: 'Réserver au bon moment, comparer Roissy, Orly et les aéroports de province, voyager léger : nos astuces pour payer vos vols moins cher.',
    },
    body: forFrance({
      fr: [
        { p: ['Le prix d’un même vol peut varier du simple au triple selon le jour de réservation, l’aéroport de départ et les options choisies. Bonne nouvelle : quelques réflexes suffisent pour faire de vraies économies.'] },
        { h2: 'Réserver au bon moment', p: ['Pour un vol en Europe, la meilleure fenêtre se situe généralement entre six et dix semaines avant le départ. Pour un long-courrier, visez plutôt quatre à six mois à l’avance. À l’inverse, les vols réservés dans les quinze derniers jours sont presque toujours plus chers.'] },
        { h2: 'Comparer les aéroports', p: ['Bruxelles, Charleroi, Liège, Lille ou Eindhoven : depuis la Belgique, plusieurs aéroports sont accessibles en moins de deux heures. Un départ depuis un aéroport secondaire peut faire baisser la facture de plusieurs dizaines d’euros par personne, même en comptant le parking.'] },
        { h2: 'Nos autres astuces', ul: [
          'Soyez flexible sur les dates : un départ le mardi ou le mercredi est souvent moins cher que le vendredi.',
          'Voyagez avec un bagage cabine uniquement quand c’est possible.',
          'Créez une alerte de prix sur votre trajet pour être prévenu des baisses.',
          'Réservez le vol et l’hôtel ensemble pour profiter d’une remise sur le forfait.',
          'Vérifiez les codes promo des compagnies avant de payer : certaines offrent 10 % aux abonnés de leur newsletter.',
          'Évitez les vacances scolaires belges et françaises si vous le pouvez.',
          'Choisissez votre siège seulement si c’est indispensable : l’attribution gratuite se fait à l’enregistrement.',
        ] },
        { p: ['En combinant deux ou trois de ces astuces, une famille de quatre personnes économise facilement plus de 200 euros sur un aller-retour vers la Méditerranée.'] },
      ],
      nl: [
        { p: ['De prijs van eenzelfde vlucht kan tot drie keer verschillen, afhankelijk van de boekingsdag, de vertrekluchthaven en de gekozen opties. Goed nieuws: met een paar reflexen bespaar je echt geld.'] },
        { h2: 'Boek op het juiste moment', p: ['Voor een vlucht binnen Europa ligt het beste moment meestal zes tot tien weken voor vertrek. Voor een langeafstandsvlucht mik je beter op vier tot zes maanden vooraf. Vluchten die je in de laatste twee weken boekt, zijn bijna altijd duurder.'] },
        { h2: 'Vergelijk luchthavens', p: ['Brussel, Charleroi, Luik, Rijsel of Eindhoven: vanuit België bereik je verschillende luchthavens in minder dan twee uur. Vertrekken vanaf een kleinere luchthaven kan tientallen euro’s per persoon schelen, zelfs als je de parking meerekent.'] },
        { h2: 'Onze andere tips', ul: [
          'Wees flexibel met je data: vertrekken op dinsdag of woensdag is vaak goedkoper dan op vrijdag.',
          'Reis waar mogelijk enkel met handbagage.',
          'Stel een prijsalert in voor je traject zodat je weet wanneer de prijs daalt.',
          'Boek vlucht en hotel samen om korting op het pakket te krijgen.',
          'Controleer de kortingscodes van de maatschappijen voor je betaalt: sommige geven 10 % aan wie zich inschrijft op de nieuwsbrief.',
          'Vermijd de Belgische en Nederlandse schoolvakanties als je kunt.',
          'Kies alleen een zitplaats als het echt moet: bij het inchecken krijg je er gratis een toegewezen.',
        ] },
        { p: ['Wie twee of drie van deze tips combineert, bespaart met een gezin van vier al snel meer dan 200 euro op een retourvlucht naar de Middellandse Zee.'] },
      ],
    }, {
      'Bruxelles, Charleroi, Liège, Lille ou Eindhoven : depuis la Belgique, plusieurs aéroports sont accessibles en moins de deux heures. Un départ depuis un aéroport secondaire peut faire baisser la facture de plusieurs dizaines d’euros par personne, même en comptant le parking.':
        'Roissy-Charles-de-Gaulle, Orly, Beauvais, Lyon, Marseille, Nice ou Bordeaux : en France, les aéroports de départ ne manquent pas. Un départ depuis un aéroport secondaire ou de province peut faire baisser la facture de plusieurs dizaines d’euros par personne, même en comptant le parking.',
      'Évitez les vacances scolaires belges et françaises si vous le pouvez.':
        'Évitez les vacances scolaires des zones A, B et C si vous le pouvez, surtout quand elles se chevauchent.',
    }),
  },
  {
    category: 'practical',
    title: { fr: 'La checklist de la valise parfaite', nl: 'De checklist voor de perfecte koffer' },
    seoTitleFrFr: 'Valise parfaite : la checklist des voyageurs',
    excerpt: {
      fr: 'Documents, trousse à pharmacie, chargeurs : la liste complète pour ne plus rien oublier en partant en vacances.',
      nl: 'Documenten, reisapotheek, opladers: de volledige lijst om niets meer te vergeten als je op vakantie vertrekt.',
      frFr: 'Papiers, trousse de secours, chargeurs et vêtements : la liste complète pour boucler une valise sans rien oublier avant de quitter la France.',
    },
    body: {
      fr: [
        { p: ['Arriver à destination sans son chargeur ou sa carte d’identité gâche vite le début des vacances. Voici la liste que notre équipe utilise avant chaque départ.'] },
        { h2: 'Les documents', ul: ['Carte d’identité ou passeport valable', 'Carte européenne d’assurance maladie', 'Billets d’avion et confirmations d’hôtel, sur papier et sur smartphone', 'Permis de conduire si vous louez une voiture', 'Attestation d’assurance voyage'] },
        { h2: 'La trousse à pharmacie', ul: ['Vos médicaments habituels, en quantité suffisante', 'Crème solaire et après-soleil', 'Antidouleur et médicament contre le mal des transports', 'Pansements et désinfectant'] },
        { h2: 'Le petit matériel', ul: ['Chargeurs et batterie externe', 'Adaptateur de prise si vous quittez l’Europe', 'Gourde réutilisable', 'Cadenas pour les bagages'] },
        { h2: 'Notre astuce', p: ['Roulez vos vêtements plutôt que de les plier : ils prennent moins de place et se froissent moins. Et gardez toujours une tenue de rechange dans votre bagage cabine, au cas où votre valise prendrait un autre avion que vous.'] },
      ],
      nl: [
        { p: ['Op je bestemming aankomen zonder oplader of identiteitskaart is een slecht begin van je vakantie. Dit is de lijst die ons team voor elk vertrek gebruikt.'] },
        { h2: 'De documenten', ul: ['Geldige identiteitskaart of paspoort', 'Europese ziekteverzekeringskaart', 'Vliegtickets en hotelbevestigingen, op papier en op je smartphone', 'Rijbewijs als je een auto huurt', 'Attest van je reisverzekering'] },
        { h2: 'De reisapotheek', ul: ['Je gewone medicatie, in voldoende hoeveelheid', 'Zonnecrème en aftersun', 'Pijnstiller en middel tegen reisziekte', 'Pleisters en ontsmettingsmiddel'] },
        { h2: 'Het kleine materiaal', ul: ['Opladers en powerbank', 'Stekkeradapter als je Europa verlaat', 'Herbruikbare drinkfles', 'Hangslot voor de bagage'] },
        { h2: 'Onze tip', p: ['Rol je kleren op in plaats van ze te plooien: ze nemen minder plaats in en kreuken minder. En houd altijd een reservekledingstuk in je handbagage, voor het geval je koffer een ander vliegtuig neemt dan jij.'] },
      ],
    },
  },
  {
    category: 'practical',
    title: { fr: 'Assurance annulation : faut-il vraiment la prendre ?', nl: 'Annuleringsverzekering: heb je die echt nodig?' },
    seoTitleFrFr: 'Assurance annulation voyage : utile ou pas ?',
    excerpt: {
      fr: 'Ce que couvre une assurance annulation, ce qu’elle exclut et quand elle devient vraiment rentable.',
      nl: 'Wat een annuleringsverzekering dekt, wat ze uitsluit en wanneer ze echt de moeite loont.',
      frFr: 'Ce que couvre une assurance annulation, ce que votre carte bancaire française prend déjà en charge et quand elle vaut vraiment la dépense.',
    },
    body: {
      fr: [
        { p: ['Maladie, accident, décès d’un proche ou licenciement : l’assurance annulation rembourse les frais retenus par le voyagiste si vous devez renoncer à votre voyage pour une raison prévue au contrat.'] },
        { h2: 'Ce qui est généralement couvert', ul: ['Maladie ou accident de l’assuré ou d’un proche', 'Licenciement économique', 'Convocation à un examen de repêchage', 'Dégâts importants à votre domicile juste avant le départ'] },
        { h2: 'Ce qui ne l’est souvent pas', p: ['Un simple changement d’avis, une maladie connue au moment de la réservation ou une grève annoncée ne sont en principe pas couverts. Lisez attentivement les exclusions avant de souscrire.'] },
        { h2: 'Quand est-elle rentable ?', p: ['Dès que votre voyage dépasse 1 000 euros, ou si vous réservez longtemps à l’avance, l’assurance annulation vaut presque toujours son prix, qui tourne autour de 4 à 6 % du montant du voyage. Si vous voyagez plusieurs fois par an, une formule annuelle est souvent plus avantageuse.'] },
      ],
      nl: [
        { p: ['Ziekte, een ongeval, het overlijden van een naaste of ontslag: een annuleringsverzekering betaalt de kosten terug die de reisorganisator aanrekent als je je reis moet annuleren om een reden die in het contract staat.'] },
        { h2: 'Wat meestal gedekt is', ul: ['Ziekte of ongeval van de verzekerde of een naaste', 'Ontslag om economische redenen', 'Een herexamen', 'Ernstige schade aan je woning vlak voor vertrek'] },
        { h2: 'Wat vaak niet gedekt is', p: ['Van gedacht veranderen, een ziekte die al bekend was bij de boeking of een aangekondigde staking zijn in principe niet gedekt. Lees de uitsluitingen aandachtig voor je tekent.'] },
        { h2: 'Wanneer loont ze?', p: ['Zodra je reis meer dan 1.000 euro kost, of als je lang op voorhand boekt, is een annuleringsverzekering bijna altijd haar prijs waard. Die bedraagt ongeveer 4 tot 6 % van de reissom. Wie meerdere keren per jaar reist, kiest beter voor een jaarformule.'] },
      ],
    },
  },
  {
    category: 'budget',
    title: { fr: 'Codes promo voyage : comment ça marche et comment en profiter ?', nl: 'Kortingscodes voor reizen: hoe werkt het en hoe haal je er voordeel uit?' },
    seoTitleFrFr: 'Codes promo voyage en France : mode d’emploi',
    excerpt: {
      fr: 'Où trouver un code promo valable, comment l’utiliser et pourquoi il est parfois refusé : le mode d’emploi.',
      nl: 'Waar vind je een geldige kortingscode, hoe gebruik je hem en waarom wordt hij soms geweigerd: de handleiding.',
      frFr: 'Où trouver les codes promo voyage valables en France, comment les utiliser et les cumuler : notre mode d’emploi pour réserver moins cher.',
    },
    body: {
      fr: [
        { p: ['Un code promo est une suite de lettres et de chiffres à saisir au moment du paiement pour obtenir une réduction. Les marchands les utilisent pour attirer de nouveaux clients ou écouler des places invendues.'] },
        { h2: 'Comment utiliser un code', ul: ['Copiez le code sur notre site d’un simple clic.', 'Rendez-vous sur le site du marchand et choisissez votre voyage.', 'Collez le code dans le champ prévu, souvent appelé « code promo » ou « bon de réduction ».', 'Vérifiez que la réduction apparaît avant de payer.'] },
        { h2: 'Pourquoi un code peut être refusé', p: ['La plupart des refus s’expliquent par les conditions : montant minimum non atteint, code réservé aux nouveaux clients, destination exclue ou date de validité dépassée. C’est pourquoi nous affichons systématiquement les conditions et la date de fin de chaque offre.'] },
        { h2: 'Nos conseils', p: ['Inscrivez-vous aux newsletters des marchands que vous utilisez souvent : ils y réservent leurs meilleures réductions. Et n’oubliez pas de comparer le prix final, car un code de 10 % sur un tarif plus élevé ne fait pas toujours une bonne affaire.'] },
      ],
      nl: [
        { p: ['Een kortingscode is een reeks letters en cijfers die je bij het afrekenen invult om korting te krijgen. Verkopers gebruiken ze om nieuwe klanten aan te trekken of onverkochte plaatsen te vullen.'] },
        { h2: 'Zo gebruik je een code', ul: ['Kopieer de code op onze site met één klik.', 'Ga naar de site van de verkoper en kies je reis.', 'Plak de code in het voorziene veld, vaak „kortingscode” of „promotiecode” genoemd.', 'Controleer of de korting verschijnt voor je betaalt.'] },
        { h2: 'Waarom een code geweigerd kan worden', p: ['De meeste weigeringen hebben met de voorwaarden te maken: minimumbedrag niet gehaald, code enkel voor nieuwe klanten, bestemming uitgesloten of geldigheidsdatum verstreken. Daarom tonen we bij elke aanbieding altijd de voorwaarden en de einddatum.'] },
        { h2: 'Onze tips', p: ['Schrijf je in op de nieuwsbrieven van de verkopers die je vaak gebruikt: daar houden ze hun beste kortingen voor. En vergelijk altijd de eindprijs, want 10 % korting op een hoger tarief is niet altijd een goede deal.'] },
      ],
    },
  },
  {
    category: 'budget',
    title: { fr: 'Tout compris ou demi-pension : quelle formule choisir ?', nl: 'All-in of halfpension: welke formule kies je?' },
    seoTitleFrFr: 'Tout compris ou demi-pension : que choisir ?',
    excerpt: {
      fr: 'Budget, destination, habitudes : comment choisir entre tout compris, demi-pension et logement seul.',
      nl: 'Budget, bestemming, gewoontes: hoe kies je tussen all-in, halfpension en enkel logies?',
      frFr: 'Tout compris ou demi-pension : comparez le vrai coût de chaque formule pour vos vacances au soleil au départ de France, selon votre façon de voyager.',
    },
    body: {
      fr: [
        { p: ['La formule de restauration pèse lourd dans le prix d’un séjour. Le bon choix dépend surtout de votre destination et de votre façon de voyager.'] },
        { h2: 'Le tout compris', p: ['Idéal en Turquie, en Égypte ou aux Caraïbes, où les hôtels sont souvent éloignés des villages, le tout compris permet de connaître son budget à l’avance. Avec des enfants, il évite aussi de payer chaque glace et chaque boisson.'] },
        { h2: 'La demi-pension', p: ['Petit-déjeuner et dîner inclus : la demi-pension laisse la liberté de déjeuner en excursion tout en limitant les dépenses. C’est la formule la plus populaire pour les séjours au ski.'] },
        { h2: 'Le logement seul', p: ['En ville ou dans une destination réputée pour sa cuisine, comme l’Italie ou l’Espagne, le logement seul est souvent le meilleur calcul : les restaurants locaux sont moins chers et bien plus savoureux que le buffet de l’hôtel.'] },
        { h2: 'En résumé', ul: ['Destination isolée ou enfants : tout compris', 'Vacances actives ou ski : demi-pension', 'City trip ou destination gourmande : logement seul ou petit-déjeuner'] },
      ],
      nl: [
        { p: ['De maaltijdformule weegt zwaar door in de prijs van een vakantie. De juiste keuze hangt vooral af van je bestemming en je manier van reizen.'] },
        { h2: 'All-in', p: ['Ideaal in Turkije, Egypte of de Caraïben, waar hotels vaak ver van de dorpen liggen: met all-in ken je je budget op voorhand. Met kinderen hoef je bovendien niet elk ijsje en elk drankje apart te betalen.'] },
        { h2: 'Halfpension', p: ['Ontbijt en avondmaal inbegrepen: met halfpension kun je ’s middags vrij lunchen op uitstap en blijven de uitgaven beperkt. Het is de populairste formule voor wintersport.'] },
        { h2: 'Enkel logies', p: ['In de stad of op een bestemming die bekendstaat om haar keuken, zoals Italië of Spanje, is enkel logies vaak de beste keuze: lokale restaurants zijn goedkoper en veel lekkerder dan het hotelbuffet.'] },
        { h2: 'Samengevat', ul: ['Afgelegen bestemming of kinderen: all-in', 'Actieve vakantie of wintersport: halfpension', 'Citytrip of culinaire bestemming: enkel logies of ontbijt'] },
      ],
    },
  },
  {
    category: 'budget',
    title: { fr: 'Partir hors saison : 7 bonnes raisons de voyager en mai ou en septembre', nl: 'Buiten het seizoen reizen: 7 goede redenen om in mei of september te vertrekken' },
    seoTitleFrFr: 'Voyager hors vacances scolaires : 7 raisons',
    excerpt: {
      fr: 'Moins de monde, des prix plus bas et une météo souvent idéale : pourquoi l’intersaison est le meilleur moment pour partir.',
      nl: 'Minder drukte, lagere prijzen en vaak ideaal weer: waarom het tussenseizoen het beste moment is om te vertrekken.',
      frFr: 'Hors des vacances scolaires des zones A, B et C, en mai ou en septembre : des prix plus bas, moins de monde et une météo souvent idéale.',
    },
    body: {
      fr: [
        { p: ['Si vous n’êtes pas tenu par les vacances scolaires, mai, juin et septembre sont des mois parfaits pour voyager en Europe du Sud.'] },
        { h2: 'Les bonnes raisons', ul: ['Des prix jusqu’à 40 % plus bas qu’en août', 'Des plages et des musées beaucoup moins fréquentés', 'Une chaleur plus supportable pour visiter', 'Une mer encore chaude en septembre', 'Plus de choix dans les hôtels', 'Des vols moins chers et moins remplis', 'Des habitants plus disponibles et détendus'] },
        { h2: 'Où partir ?', p: ['La Grèce, le Portugal, la Croatie et les Baléares sont particulièrement agréables en intersaison. Pour un city trip, Rome, Lisbonne ou Séville sont bien plus agréables en mai qu’en plein été.'] },
      ],
      nl: [
        { p: ['Ben je niet gebonden aan de schoolvakanties, dan zijn mei, juni en september perfecte maanden om naar Zuid-Europa te reizen.'] },
        { h2: 'De goede redenen', ul: ['Prijzen tot 40 % lager dan in augustus', 'Veel minder drukte op de stranden en in de musea', 'Aangenamere temperaturen om te bezoeken', 'In september is de zee nog warm', 'Meer keuze in hotels', 'Goedkopere en minder volle vluchten', 'Vriendelijkere en meer ontspannen inwoners'] },
        { h2: 'Waarheen?', p: ['Griekenland, Portugal, Kroatië en de Balearen zijn in het tussenseizoen bijzonder aangenaam. Voor een citytrip zijn Rome, Lissabon of Sevilla in mei veel aangenamer dan hartje zomer.'] },
      ],
    },
  },
  {
    category: 'family',
    title: { fr: 'Prendre l’avion avec un bébé : nos conseils', nl: 'Vliegen met een baby: onze tips' },
    seoTitleFrFr: 'Prendre l’avion avec bébé depuis la France',
    excerpt: {
      fr: 'Réservation, bagages, décollage : tout ce qu’il faut savoir pour un premier vol serein avec un tout-petit.',
      nl: 'Boeking, bagage, opstijgen: alles wat je moet weten voor een eerste zorgeloze vlucht met een kleintje.',
      frFr: 'Papiers, bagages, biberon et décollage : tous nos conseils pour un premier vol serein avec votre bébé au départ de France.',
    },
    body: {
      fr: [
        { p: ['Un premier vol avec un bébé impressionne souvent les parents bien plus que l’enfant. Avec un peu de préparation, tout se passe généralement très bien.'] },
        { h2: 'À la réservation', ul: ['Les bébés de moins de deux ans voyagent sur vos genoux pour une fraction du prix.', 'Demandez un berceau de bord sur les vols long-courriers.', 'Choisissez des horaires qui respectent les siestes.'] },
        { h2: 'Au décollage et à l’atterrissage', p: ['Donnez le biberon, le sein ou une tétine pendant la montée et la descente : la succion aide à équilibrer la pression dans les oreilles.'] },
        { h2: 'Dans le sac à langer', ul: ['Couches et lingettes pour le double de la durée du vol', 'Une tenue de rechange pour le bébé et pour vous', 'Un petit jouet nouveau pour occuper les mains', 'Le lait et les petits pots, autorisés au contrôle de sécurité'] },
      ],
      nl: [
        { p: ['Een eerste vlucht met een baby maakt vaak meer indruk op de ouders dan op het kind. Met wat voorbereiding verloopt alles meestal prima.'] },
        { h2: 'Bij het boeken', ul: ['Baby’s jonger dan twee jaar reizen op je schoot voor een fractie van de prijs.', 'Vraag een bassinet aan op langeafstandsvluchten.', 'Kies vluchturen die de dutjes respecteren.'] },
        { h2: 'Bij opstijgen en landen', p: ['Geef de fles, de borst of een fopspeen tijdens het stijgen en dalen: zuigen helpt om de druk in de oren te regelen.'] },
        { h2: 'In de luiertas', ul: ['Luiers en doekjes voor het dubbele van de vluchtduur', 'Reservekleren voor de baby en voor jezelf', 'Een nieuw speeltje om de handjes bezig te houden', 'Melk en potjes, die bij de veiligheidscontrole toegelaten zijn'] },
      ],
    },
  },
  {
    category: 'family',
    title: { fr: 'Vacances en famille : comment choisir le bon hôtel ?', nl: 'Gezinsvakantie: hoe kies je het juiste hotel?' },
    seoTitleFrFr: 'Hôtel en famille : bien le choisir',
    excerpt: {
      fr: 'Chambre familiale, mini-club, pataugeoire : les critères qui font la différence pour des vacances réussies avec des enfants.',
      nl: 'Familiekamer, miniclub, peuterbad: de criteria die het verschil maken voor een geslaagde vakantie met kinderen.',
      frFr: 'Chambres familiales, club enfants, piscine et formule : les critères pour choisir l’hôtel de vos vacances en famille pendant les congés scolaires.',
    },
    body: {
      fr: [
        { p: ['Avec des enfants, l’hôtel n’est plus seulement un endroit où dormir : c’est le cœur des vacances. Quelques critères permettent d’éviter les mauvaises surprises.'] },
        { h2: 'Les critères essentiels', ul: ['Une vraie chambre familiale ou deux chambres communicantes', 'Un mini-club avec des horaires adaptés', 'Une piscine avec une partie peu profonde ou une pataugeoire', 'Un accès direct à la plage, sans route à traverser', 'Des repas adaptés aux enfants au buffet'] },
        { h2: 'Lire les avis intelligemment', p: ['Filtrez les avis laissés par des familles : ils signalent les points qui comptent vraiment, comme le bruit des animations en soirée ou la taille réelle des chambres.'] },
        { h2: 'Penser au budget global', p: ['Un hôtel tout compris un peu plus cher peut revenir moins cher au final qu’une demi-pension, une fois les boissons, les glaces et les déjeuners comptés.'] },
      ],
      nl: [
        { p: ['Met kinderen is het hotel niet langer alleen een plek om te slapen: het is het hart van de vakantie. Met een paar criteria vermijd je onaangename verrassingen.'] },
        { h2: 'De belangrijkste criteria', ul: ['Een echte familiekamer of twee verbonden kamers', 'Een miniclub met aangepaste openingsuren', 'Een zwembad met een ondiep gedeelte of een peuterbad', 'Rechtstreekse toegang tot het strand, zonder weg over te steken', 'Kindvriendelijke gerechten aan het buffet'] },
        { h2: 'Reviews slim lezen', p: ['Filter op reviews van gezinnen: zij wijzen op wat echt telt, zoals het lawaai van de avondanimatie of de werkelijke grootte van de kamers.'] },
        { h2: 'Denk aan het totale budget', p: ['Een iets duurder all-inhotel kan uiteindelijk goedkoper uitvallen dan halfpension, als je de drankjes, ijsjes en lunches meerekent.'] },
      ],
    },
  },
  {
    category: 'practical',
    title: { fr: 'Location de voiture à l’étranger : les pièges à éviter', nl: 'Een auto huren in het buitenland: valkuilen om te vermijden' },
    seoTitleFrFr: 'Location de voiture à l’étranger : les pièges',
    excerpt: {
      fr: 'Franchise, carburant, caution et dommages : les points à vérifier avant de signer votre contrat de location.',
      nl: 'Eigen risico, brandstof, waarborg en schade: wat je moet controleren voor je het huurcontract tekent.',
      frFr: 'Franchise, carburant, permis français et options : les pièges de la location de voiture à l’étranger et comment les éviter pour payer le juste prix.',
    },
    body: {
      fr: [
        { p: ['Une location de voiture bon marché peut vite devenir coûteuse si l’on ne fait pas attention aux conditions. Voici les points à surveiller.'] },
        { h2: 'Avant de réserver', ul: ['Comparez la franchise et le montant de la caution, pas seulement le prix par jour.', 'Préférez la politique carburant « plein/plein ».', 'Vérifiez que la carte de crédit est au nom du conducteur principal.'] },
        { h2: 'Au comptoir', p: ['On vous proposera souvent une assurance complémentaire. Elle peut être utile, mais vérifiez d’abord si votre carte de crédit ou une assurance rachat de franchise souscrite à l’avance ne vous couvre pas déjà.'] },
        { h2: 'À la prise en charge', p: ['Faites le tour du véhicule avec l’agent, photographiez chaque rayure et vérifiez le niveau de carburant. Ces quelques minutes peuvent vous éviter une facture injustifiée au retour.'] },
      ],
      nl: [
        { p: ['Een goedkope huurauto kan snel duur uitvallen als je niet op de voorwaarden let. Dit zijn de punten om in de gaten te houden.'] },
        { h2: 'Voor je boekt', ul: ['Vergelijk het eigen risico en het bedrag van de waarborg, niet alleen de dagprijs.', 'Kies bij voorkeur het brandstofbeleid „vol/vol”.', 'Controleer of de kredietkaart op naam van de hoofdbestuurder staat.'] },
        { h2: 'Aan de balie', p: ['Men biedt je vaak een extra verzekering aan. Die kan nuttig zijn, maar kijk eerst of je kredietkaart of een vooraf afgesloten afkoopverzekering je al dekt.'] },
        { h2: 'Bij het ophalen', p: ['Loop samen met de medewerker rond de auto, fotografeer elke kras en controleer het brandstofpeil. Die paar minuten kunnen je bij het terugbrengen een onterechte factuur besparen.'] },
      ],
    },
  },
  {
    category: 'family',
    title: { fr: 'Parcs de vacances : nos conseils pour un court séjour réussi', nl: 'Vakantieparken: onze tips voor een geslaagd kort verblijf' },
    seoTitleFrFr: 'Parc de vacances : réussir un court séjour',
    excerpt: {
      fr: 'Choisir son cottage, sa période et ses activités pour profiter pleinement d’un week-end ou d’un midweek en parc de vacances.',
      nl: 'Je cottage, periode en activiteiten kiezen om ten volle te genieten van een weekend of midweek in een vakantiepark.',
      frFr: 'Choisir son cottage, sa période et ses activités pour profiter d’un week-end ou d’un midweek en parc de vacances, à quelques heures de chez vous.',
    },
    body: forFrance({
      fr: [
        { p: ['À moins de trois heures de route, les parcs de vacances de Belgique, des Pays-Bas et du nord de la France sont parfaits pour une pause en famille.'] },
        { h2: 'Choisir la bonne période', p: ['Le midweek, du lundi au vendredi, est souvent 30 à 40 % moins cher que le week-end, et la piscine y est bien plus calme.'] },
        { h2: 'Choisir son cottage', ul: ['Vérifiez la distance jusqu’à la piscine et au centre du parc.', 'Un cottage rénové vaut souvent le petit supplément.', 'Avec un chien, réservez un cottage où les animaux sont admis.'] },
        { h2: 'Réserver les activités à l’avance', p: ['Bowling, location de vélos ou ateliers pour enfants : les créneaux partent vite pendant les vacances scolaires. Réservez-les en même temps que votre séjour.'] },
      ],
      nl: [
        { p: ['Op minder dan drie uur rijden zijn de vakantieparken in België, Nederland en Noord-Frankrijk perfect voor een korte gezinsvakantie.'] },
        { h2: 'De juiste periode kiezen', p: ['Een midweek, van maandag tot vrijdag, is vaak 30 tot 40 % goedkoper dan een weekend, en het zwembad is er veel rustiger.'] },
        { h2: 'Je cottage kiezen', ul: ['Controleer de afstand tot het zwembad en het centrum van het park.', 'Een gerenoveerde cottage is de kleine meerprijs vaak waard.', 'Met een hond boek je een cottage waar huisdieren welkom zijn.'] },
        { h2: 'Activiteiten vooraf reserveren', p: ['Bowling, fietsverhuur of workshops voor kinderen: tijdens de schoolvakanties zijn de tijdslots snel weg. Reserveer ze samen met je verblijf.'] },
      ],
    }, {
      'À moins de trois heures de route, les parcs de vacances de Belgique, des Pays-Bas et du nord de la France sont parfaits pour une pause en famille.':
        'À quelques heures de route de Paris ou de Lille, les parcs de vacances du nord de la France, de Sologne ou des Pays-Bas sont parfaits pour une pause en famille.',
    }),
  },
];
