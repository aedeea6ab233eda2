import type { FeedField, FeedFormat, FeedMode, FeedRunStatus, FeedRunTrigger } from '@/lib/feed-mapping';

export const FORMAT_NAMES: Record<FeedFormat, string> = { csv: 'CSV', xml: 'XML', jsonl: 'JSON lines' };
export const FORMAT_CHOICES = Object.entries(FORMAT_NAMES).map(([id, name]) => ({ id, name }));

export const MODE_NAMES: Record<FeedMode, string> = {
  full: 'Complet (les offres absentes du flux se terminent)',
  delta: 'Partiel (ajoute et modifie seulement)',
};
export const MODE_SHORT_NAMES: Record<FeedMode, string> = { full: 'Complet', delta: 'Partiel' };
export const MODE_CHOICES = Object.entries(MODE_NAMES).map(([id, name]) => ({ id, name }));

export const STATUS_NAMES: Record<FeedRunStatus, string> = { running: 'En cours', succeeded: 'Réussi', failed: 'Échoué' };
export const TRIGGER_NAMES: Record<FeedRunTrigger, string> = {
  cli: 'Ligne de commande',
  api: 'Back-office ou API',
  schedule: 'Planification',
  seed: 'Données initiales',
};

/** What each field of a deal is, in the editors' language (the API documents them in English). */
export const FIELD_NAMES: Record<FeedField, string> = {
  external_id: 'Identifiant chez le partenaire',
  name: 'Nom de l’hébergement',
  image: 'Image (adresse)',
  deep_link: 'Lien vers l’offre',
  country: 'Pays',
  region: 'Région',
  city: 'Ville',
  rental_type: 'Type d’hébergement',
  services: 'Services',
  type_of_stay: 'Type de séjour',
  price: 'Prix',
  old_price: 'Prix barré',
  nights: 'Nuits',
  stars: 'Étoiles',
  departure_date: 'Date de départ',
  last_minute: 'Dernière minute',
};
