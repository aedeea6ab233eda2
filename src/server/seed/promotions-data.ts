import 'server-only';
import type { StayKind } from './destinations-data';
import type { Bilingual, Text } from './locales';
import type { StoreKind } from './stores-data';

/**
 * Texts of a promotion with placeholders: {pct}, {bigPct} (after "up to"), {amount}, {min}, {price}, {nightPrice}, {dayPrice},
 * {smallPrice}, {nights}, {nightsMinus}, {dest} (a place), {at} (" à Malaga" / " in Malaga", or empty),
 * {buys}, {trips}, {tripsLower}.
 */
export type PromoTemplate = {
  type: 'coupon' | 'offer';
  title: Bilingual;
  offer: Bilingual;
  description: Text;
  /** Whether the template speaks of a destination; the place comes from the store kind's pool. */
  needsDest?: boolean;
  /** Whether {min} appears, so that the condition repeats the minimum spend. */
  hasMinimum?: boolean;
  /** Code stems; the seed appends a figure or the year. */
  stems?: string[];
};

const t = (
  type: 'coupon' | 'offer',
  title: [string, string],
  offer: [string, string],
  description: [string, string] | [string, string, string],
  extra: Partial<Pick<PromoTemplate, 'needsDest' | 'hasMinimum' | 'stems'>> = {},
): PromoTemplate => ({
  type,
  title: { fr: title[0], nl: title[1] },
  offer: { fr: offer[0], nl: offer[1] },
  description: description[2] === undefined ? { fr: description[0], nl: description[1] } : { fr: description[0], nl: description[1], frFr: description[2] },
  ...extra,
});

const TRANSPORT: PromoTemplate[] = [
  t('coupon', ['-{pct} % sur vos billets vers {dest}', '{pct}% korting op je tickets naar {dest}'], ['-{pct} %', '-{pct}%'],
    ['Saisissez ce code au moment du paiement pour obtenir {pct} % de réduction sur le tarif de base de votre trajet vers {dest}.',
      'Vul deze code in bij het afrekenen en krijg {pct}% korting op het basistarief van je reis naar {dest}.'],
    { needsDest: true, stems: ['VOL', 'FLY', 'TRIP', 'GO'] }),
  t('coupon', ['{amount} € de réduction sur votre réservation', '€ {amount} korting op je boeking'], ['{amount} € offerts', '€ {amount} korting'],
    ['Valable sur tous les trajets aller-retour à partir de {min} € de commande.', 'Geldig op alle retourtrajecten vanaf € {min} aankoopbedrag.'],
    { hasMinimum: true, stems: ['EXTRA', 'BONUS', 'SAVE'] }),
  t('coupon', ['Code bienvenue : -{pct} % sur votre premier voyage', 'Welkomstcode: {pct}% korting op je eerste reis'], ['-{pct} %', '-{pct}%'],
    ['Réservé aux nouveaux clients qui créent un compte avant de réserver.', 'Voorbehouden aan nieuwe klanten die een account aanmaken voor ze boeken.'],
    { stems: ['WELCOME', 'BIENVENUE', 'WELKOM', 'HELLO'] }),
  t('offer', ['Trajets vers {dest} dès {price} €', 'Reizen naar {dest} vanaf € {price}'], ['Dès {price} €', 'Vanaf € {price}'],
    ['Prix par personne pour un aller simple, taxes comprises, sur une sélection de dates.', 'Prijs per persoon voor een enkele reis, taksen inbegrepen, op geselecteerde data.'],
    { needsDest: true }),
  t('offer', ['Ventes flash : jusqu’à -{bigPct} % sur une sélection de trajets', 'Flash sale: tot -{bigPct}% op geselecteerde trajecten'], ['Jusqu’à -{bigPct} %', 'Tot -{bigPct}%'],
    ['Les places à prix réduit sont limitées : réservez rapidement pour en profiter.', 'Het aantal plaatsen met korting is beperkt: boek snel om ervan te profiteren.']),
  t('offer', ['Enfants à moitié prix sur les trajets en famille', 'Kinderen aan halve prijs op gezinsreizen'], ['-50 % enfants', '-50% kinderen'],
    ['Pour les enfants de 2 à 11 ans voyageant avec au moins un adulte.', 'Voor kinderen van 2 tot 11 jaar die reizen met minstens één volwassene.']),
];

const PACKAGE: PromoTemplate[] = [
  t('coupon', ['-{pct} % sur {buys}{at}', '{pct}% korting op {buys}{at}'], ['-{pct} %', '-{pct}%'],
    ['Ce code donne droit à {pct} % de réduction sur le prix du forfait, hors taxes d’aéroport et frais de dossier.',
      'Met deze code krijg je {pct}% korting op de pakketprijs, exclusief luchthaventaksen en dossierkosten.'],
    { needsDest: true, stems: ['ETE', 'ZOMER', 'SOLEIL', 'ZON', 'HOLIDAY'] }),
  t('coupon', ['Réservation anticipée : -{pct} % supplémentaires', 'Vroegboekkorting: {pct}% extra korting'], ['-{pct} %', '-{pct}%'],
    ['Pour toute réservation effectuée au moins 60 jours avant la date de départ.', 'Voor elke boeking die minstens 60 dagen voor vertrek gebeurt.'],
    { stems: ['EARLY', 'VROEG', 'TOT'] }),
  t('coupon', ['{amount} € de remise dès {min} € de réservation', '€ {amount} korting vanaf € {min} boekingsbedrag'], ['{amount} € offerts', '€ {amount} korting'],
    ['Réduction appliquée sur le montant total du dossier, hors frais de dossier et assurances.',
      'Korting op het totaalbedrag van je boeking, exclusief dossierkosten en verzekeringen.'],
    { hasMinimum: true, stems: ['PROMO', 'DEAL', 'VAKANTIE', 'VACANCES'] }),
  t('offer', ['{trips}{at} dès {price} € par personne', '{trips}{at} vanaf € {price} per persoon'], ['Dès {price} €', 'Vanaf € {price}'],
    ['Prix par personne sur la base de deux adultes, {nights} nuits, hors taxes locales.',
      'Prijs per persoon op basis van twee volwassenen, {nights} nachten, exclusief lokale taksen.'],
    { needsDest: true }),
  t('offer', ['Dernière minute : jusqu’à -{bigPct} % sur les départs des prochains jours', 'Last minute: tot -{bigPct}% op vertrekken in de komende dagen'], ['Jusqu’à -{bigPct} %', 'Tot -{bigPct}%'],
    ['Une sélection de {tripsLower} à prix cassés, mise à jour chaque jour.', 'Een selectie {tripsLower} tegen bodemprijzen, elke dag bijgewerkt.']),
  t('offer', ['Enfant gratuit sur une sélection de {tripsLower}', 'Gratis kind op een selectie {tripsLower}'], ['Enfant gratuit', 'Kind gratis'],
    ['Le premier enfant de moins de 12 ans partageant la chambre de deux adultes voyage gratuitement, hors taxes.',
      'Het eerste kind jonger dan 12 jaar dat de kamer deelt met twee volwassenen reist gratis, exclusief taksen.']),
];

const LODGING: PromoTemplate[] = [
  t('coupon', ['-{pct} % sur votre réservation{at}', '{pct}% korting op je boeking{at}'], ['-{pct} %', '-{pct}%'],
    ['Code valable sur les hébergements participants, pour un séjour d’au moins deux nuits.',
      'Code geldig bij deelnemende accommodaties, voor een verblijf van minstens twee nachten.'],
    { needsDest: true, stems: ['STAY', 'NUIT', 'SLEEP', 'ROOM'] }),
  t('coupon', ['{amount} € offerts pour un séjour de {nights} nuits minimum', '€ {amount} korting bij een verblijf van minimaal {nights} nachten'],
    ['{amount} € offerts', '€ {amount} korting'],
    ['La réduction est déduite du prix total au moment du paiement.', 'De korting wordt afgetrokken van de totaalprijs bij het afrekenen.'],
    { stems: ['BONUS', 'EXTRA', 'WEEKEND'] }),
  t('coupon', ['Code membre : -{pct} % supplémentaires', 'Ledencode: {pct}% extra korting'], ['-{pct} %', '-{pct}%'],
    ['Créez gratuitement votre compte pour cumuler cette remise avec les tarifs membres.',
      'Maak gratis een account aan om deze korting te combineren met de ledentarieven.'],
    { stems: ['MEMBER', 'CLUB', 'VIP'] }),
  t('offer', ['{nights} nuits pour le prix de {nightsMinus}', '{nights} nachten voor de prijs van {nightsMinus}'], ['1 nuit offerte', '1 nacht gratis'],
    ['Offre valable sur une sélection d’hébergements{at}, selon disponibilité.', 'Aanbieding geldig bij een selectie accommodaties{at}, volgens beschikbaarheid.'],
    { needsDest: true }),
  t('offer', ['Annulation gratuite sur la plupart des hébergements', 'Gratis annuleren bij de meeste accommodaties'], ['Annulation gratuite', 'Gratis annuleren'],
    ['Changez vos plans sans frais jusqu’à 48 heures avant l’arrivée.', 'Wijzig je plannen kosteloos tot 48 uur voor aankomst.']),
  t('offer', ['Hébergements{at} dès {nightPrice} € la nuit', 'Accommodaties{at} vanaf € {nightPrice} per nacht'], ['Dès {nightPrice} €', 'Vanaf € {nightPrice}'],
    ['Prix par nuit pour deux personnes, taxe de séjour non comprise.', 'Prijs per nacht voor twee personen, exclusief toeristenbelasting.'],
    { needsDest: true }),
];

const CAR_HIRE: PromoTemplate[] = [
  t('coupon', ['-{pct} % sur votre location de voiture{at}', '{pct}% korting op je huurauto{at}'], ['-{pct} %', '-{pct}%'],
    ['Valable pour toute location de trois jours ou plus, toutes catégories de véhicules.', 'Geldig voor elke huur van drie dagen of meer, voor alle autocategorieën.'],
    { needsDest: true, stems: ['DRIVE', 'CAR', 'ROAD', 'AUTO'] }),
  t('coupon', ['{amount} € de réduction dès 7 jours de location', '€ {amount} korting vanaf 7 huurdagen'], ['{amount} € offerts', '€ {amount} korting'],
    ['Réduction appliquée au montant total de la location, hors options.', 'Korting op het totale huurbedrag, exclusief opties.'],
    { stems: ['WEEK', 'RENT', 'HUUR'] }),
  t('offer', ['Location de voiture{at} dès {dayPrice} € par jour', 'Huurauto{at} vanaf € {dayPrice} per dag'], ['Dès {dayPrice} €/jour', 'Vanaf € {dayPrice}/dag'],
    ['Kilométrage illimité et assurance de base inclus.', 'Onbeperkte kilometers en basisverzekering inbegrepen.'], { needsDest: true }),
  t('offer', ['Conducteur supplémentaire gratuit', 'Gratis extra bestuurder'], ['Offert', 'Gratis'],
    ['Ajoutez un second conducteur sans supplément sur toutes les locations d’une semaine.', 'Voeg zonder meerprijs een tweede bestuurder toe bij elke huur van een week.']),
];

const PARKING: PromoTemplate[] = [
  t('coupon', ['-{pct} % sur votre parking à l’aéroport', '{pct}% korting op je parking aan de luchthaven'], ['-{pct} %', '-{pct}%'],
    ['Valable pour un stationnement de quatre jours ou plus, navette comprise.', 'Geldig voor parkeren vanaf vier dagen, shuttle inbegrepen.'],
    { stems: ['PARK', 'AIRPORT', 'FLY'] }),
  t('offer', ['Parking aéroport dès {dayPrice} € par jour', 'Luchthavenparking vanaf € {dayPrice} per dag'], ['Dès {dayPrice} €/jour', 'Vanaf € {dayPrice}/dag'],
    ['Parking clôturé et surveillé, à cinq minutes du terminal.', 'Omheinde en bewaakte parking, op vijf minuten van de terminal.']),
  t('offer', ['Navette gratuite vers le terminal', 'Gratis shuttle naar de terminal'], ['Navette offerte', 'Gratis shuttle'],
    ['Navettes toutes les quinze minutes, de 4 h à minuit.', 'Shuttles om het kwartier, van 4 tot 24 uur.']),
];

const SHOP: PromoTemplate[] = [
  t('coupon', ['-{pct} % sur tout le site', '{pct}% korting op de hele webshop'], ['-{pct} %', '-{pct}%'],
    ['Valable sur l’ensemble du catalogue, hors articles déjà soldés.', 'Geldig op het volledige assortiment, behalve artikelen die al in solden zijn.'],
    { stems: ['SHOP', 'PROMO', 'SALE', 'KORTING'] }),
  t('coupon', ['{amount} € de réduction dès {min} € d’achat', '€ {amount} korting vanaf € {min} aankoop'], ['{amount} € offerts', '€ {amount} korting'],
    ['Saisissez le code dans votre panier avant de valider la commande.', 'Vul de code in je winkelmandje in voor je de bestelling bevestigt.'],
    { hasMinimum: true, stems: ['EXTRA', 'BONUS'] }),
  t('coupon', ['Livraison offerte sans minimum d’achat', 'Gratis levering zonder minimumbedrag'], ['Livraison gratuite', 'Gratis levering'],
    ['Livraison standard gratuite en Belgique et en France avec ce code.', 'Gratis standaardlevering in België en Frankrijk met deze code.',
      'Livraison standard gratuite en France métropolitaine avec ce code.'],
    { stems: ['LIVRAISON', 'SHIP', 'LEVERING'] }),
  t('offer', ['Jusqu’à -{bigPct} % sur {buys}', 'Tot -{bigPct}% op {buys}'], ['Jusqu’à -{bigPct} %', 'Tot -{bigPct}%'],
    ['Une sélection de produits à prix réduit, dans la limite des stocks disponibles.', 'Een selectie producten met korting, zolang de voorraad strekt.']),
  t('offer', ['Le deuxième article à moitié prix', 'Tweede artikel aan halve prijs'], ['-50 % sur le 2e', '-50% op het 2de'],
    ['Sur une sélection de produits, la remise s’applique au moins cher des deux.', 'Op een selectie producten; de korting geldt op het goedkoopste artikel.']),
];

const INSURANCE: PromoTemplate[] = [
  t('coupon', ['-{pct} % sur votre assurance voyage', '{pct}% korting op je reisverzekering'], ['-{pct} %', '-{pct}%'],
    ['Valable sur les contrats temporaires et annuels souscrits en ligne.', 'Geldig op tijdelijke en jaarlijkse contracten die online worden afgesloten.'],
    { stems: ['SAFE', 'COVER', 'ASSUR'] }),
  t('coupon', ['Premier mois offert sur la formule annuelle', 'Eerste maand gratis op de jaarformule'], ['1 mois offert', '1 maand gratis'],
    ['Le premier mois est déduit de votre prime annuelle lors de la souscription.', 'De eerste maand wordt bij het afsluiten van je jaarpremie afgetrokken.'],
    { stems: ['ANNUEL', 'JAAR', 'YEAR'] }),
  t('offer', ['Assurance annulation dès {smallPrice} € par voyage', 'Annuleringsverzekering vanaf € {smallPrice} per reis'], ['Dès {smallPrice} €', 'Vanaf € {smallPrice}'],
    ['Couvre l’annulation pour maladie, accident ou licenciement, jusqu’à 5 000 € par personne.', 'Dekt annulering door ziekte, ongeval of ontslag, tot € 5.000 per persoon.']),
  t('offer', ['Assurance famille : enfants couverts gratuitement', 'Gezinsverzekering: kinderen gratis gedekt'], ['Enfants gratuits', 'Kinderen gratis'],
    ['Les enfants de moins de 18 ans voyageant avec leurs parents sont couverts sans supplément.', 'Kinderen jonger dan 18 jaar die met hun ouders reizen, zijn zonder meerprijs gedekt.']),
];

const ACTIVITIES: PromoTemplate[] = [
  t('coupon', ['-{pct} % sur vos billets{at}', '{pct}% korting op je tickets{at}'], ['-{pct} %', '-{pct}%'],
    ['Valable sur les billets coupe-file et les visites guidées.', 'Geldig op voorrangstickets en rondleidingen.'],
    { needsDest: true, stems: ['TICKET', 'VISIT', 'FUN'] }),
  t('coupon', ['{amount} € offerts dès {min} € d’achat', '€ {amount} korting vanaf € {min} aankoop'], ['{amount} € offerts', '€ {amount} korting'],
    ['Réduction valable sur toutes les activités, y compris les excursions à la journée.', 'Korting geldig op alle activiteiten, ook op dagexcursies.'],
    { hasMinimum: true, stems: ['EXTRA', 'DAY'] }),
  t('offer', ['Billets coupe-file{at} dès {smallPrice} €', 'Voorrangstickets{at} vanaf € {smallPrice}'], ['Dès {smallPrice} €', 'Vanaf € {smallPrice}'],
    ['Billets électroniques à présenter sur smartphone, sans impression.', 'E-tickets die je op je smartphone toont, zonder af te drukken.'], { needsDest: true }),
  t('offer', ['Gratuit pour les enfants de moins de 4 ans', 'Gratis voor kinderen jonger dan 4 jaar'], ['Gratuit enfants', 'Gratis kinderen'],
    ['Valable dans la plupart des parcs et musées partenaires.', 'Geldig in de meeste partnerparken en -musea.']),
];

/** Promotions every kind of store may run. */
export const GENERIC_TEMPLATES: PromoTemplate[] = [
  t('coupon', ['Inscription à la newsletter : -{pct} % sur votre première commande', 'Schrijf je in op de nieuwsbrief: {pct}% korting op je eerste bestelling'],
    ['-{pct} %', '-{pct}%'],
    ['Le code vous est également envoyé par e-mail après votre inscription.', 'Je ontvangt de code ook per e-mail na je inschrijving.'],
    { stems: ['NEWS', 'MAIL', 'HELLO'] }),
  t('coupon', ['-{pct} % en réservant via l’application', '{pct}% korting bij boeking via de app'], ['-{pct} %', '-{pct}%'],
    ['Téléchargez l’application gratuite et saisissez le code lors de votre première réservation.', 'Download de gratis app en vul de code in bij je eerste boeking.'],
    { stems: ['APP', 'MOBILE'] }),
];

export const KIND_TEMPLATES: Record<StoreKind, PromoTemplate[]> = {
  airline: TRANSPORT,
  ferry: TRANSPORT,
  rail: TRANSPORT,
  tour_operator: PACKAGE,
  cruise: PACKAGE,
  ski: PACKAGE,
  wellness: PACKAGE,
  hotel: LODGING,
  holiday_park: LODGING,
  camping: LODGING,
  car_hire: CAR_HIRE,
  parking: PARKING,
  luggage: SHOP,
  outdoor: SHOP,
  guides: SHOP,
  insurance: INSURANCE,
  activities: ACTIVITIES,
};

/** Plural nouns for what a package seller sells: "Séjours au ski" / "Skivakanties". */
export const KIND_TRIPS: Partial<Record<StoreKind, Bilingual>> = {
  tour_operator: { fr: 'Séjours', nl: 'Reizen' },
  cruise: { fr: 'Croisières', nl: 'Cruises' },
  ski: { fr: 'Séjours au ski', nl: 'Skivakanties' },
  wellness: { fr: 'Séjours bien-être', nl: 'Wellnessverblijven' },
};

/** Which places a store's promotions may name; null: none, the kind does not sell a destination. */
export const KIND_DESTINATIONS: Record<StoreKind, StayKind[] | null> = {
  airline: ['city', 'beach'],
  ferry: ['beach'],
  rail: ['city'],
  tour_operator: ['beach', 'adventure', 'city'],
  cruise: null,
  ski: ['ski'],
  wellness: ['wellness'],
  hotel: ['city', 'beach'],
  holiday_park: ['countryside', 'beach'],
  camping: ['beach', 'countryside'],
  car_hire: ['beach', 'countryside', 'adventure'],
  parking: null,
  luggage: null,
  outdoor: null,
  guides: null,
  insurance: null,
  activities: ['city'],
};

/** Season words for codes such as ETE2026 or ZOMER15, by month (0 = January). */
export function seasonStems(month: number): string[] {
  if (month >= 4 && month <= 7) return ['ETE', 'ZOMER', 'SUMMER'];
  if (month >= 8 && month <= 10) return ['AUTOMNE', 'HERFST', 'AUTUMN'];
  if (month === 11 || month <= 1) return ['HIVER', 'WINTER', 'SNOW'];
  return ['PRINTEMPS', 'LENTE', 'SPRING'];
}
