import 'server-only';
import type { LocalizedName } from '../db/schema';
import type { StayKind } from './destinations-data';

/** `sells` lists the rental types a partner's feed carries: a campsite specialist sells no city hotels. */
export type PartnerData = { name: string; slug: string; website: string; code: string; sells: string[] | 'all' };

/** Booking partners whose deals make up the datafeed; `code` prefixes their external ids. */
export const PARTNERS: PartnerData[] = [
  { name: 'SunBooker', slug: 'sunbooker', website: 'https://www.sunbooker.eu', code: 'SBK', sells: 'all' },
  { name: 'VillaVista', slug: 'villavista', website: 'https://www.villavista.com', code: 'VVS', sells: ['villa', 'holiday-home', 'chalet', 'apartment'] },
  { name: 'Résavac', slug: 'resavac', website: 'https://www.resavac.fr', code: 'RSV', sells: 'all' },
  { name: 'Hotelmatch', slug: 'hotelmatch', website: 'https://www.hotelmatch.eu', code: 'HTM', sells: ['hotel', 'bed-and-breakfast', 'holiday-club'] },
  { name: 'Campingvista', slug: 'campingvista', website: 'https://www.campingvista.com', code: 'CPV', sells: ['camping', 'holiday-home'] },
  { name: 'TravelNest', slug: 'travelnest', website: 'https://www.travelnest.eu', code: 'TVN', sells: 'all' },
  { name: 'Last Minute Corner', slug: 'last-minute-corner', website: 'https://www.lastminutecorner.com', code: 'LMC', sells: ['hotel', 'holiday-club', 'apartment'] },
  { name: 'ZonDeals', slug: 'zondeals', website: 'https://www.zondeals.be', code: 'ZDL', sells: ['hotel', 'holiday-club', 'apartment', 'villa'] },
];

const named = (fr: string, nl: string): LocalizedName => ({ 'fr-be': fr, 'nl-be': nl, 'fr-fr': fr });

export type DictionaryData = { slug: string; name: LocalizedName };

export const PROPERTY_CATEGORIES: DictionaryData[] = [
  { slug: 'hotel', name: named('Hôtel', 'Hotel') },
  { slug: 'apartment', name: named('Appartement', 'Appartement') },
  { slug: 'villa', name: named('Villa', 'Villa') },
  { slug: 'camping', name: named('Camping', 'Camping') },
  { slug: 'holiday-home', name: named('Maison de vacances', 'Vakantiehuis') },
  { slug: 'holiday-club', name: named('Club de vacances', 'Vakantieclub') },
  { slug: 'chalet', name: named('Chalet', 'Chalet') },
  { slug: 'bed-and-breakfast', name: named("Chambre d'hôtes", 'Bed & breakfast') },
];

export const SERVICE_TYPES: DictionaryData[] = [
  { slug: 'all-inclusive', name: named('All inclusive', 'All-inclusive') },
  { slug: 'full-board', name: named('Pension complète', 'Volpension') },
  { slug: 'half-board', name: named('Demi-pension', 'Halfpension') },
  { slug: 'breakfast', name: named('Petit-déjeuner', 'Ontbijt') },
  { slug: 'room-only', name: named('Logement seul', 'Alleen verblijf') },
  { slug: 'self-catering', name: named('Cuisine équipée', 'Zelfkookaccommodatie') },
];

/**
 * Ways a deal can be sold for each kind of stay: the rental type, its board options, how its name is
 * built and its price relative to a standard hotel room. Weights favour the common combinations.
 */
export type StayProfile = {
  category: string;
  services: string[];
  prefix: string;
  suffix: string;
  priceFactor: number;
  weight: number;
};

export const STAY_PROFILES: Record<StayKind, StayProfile[]> = {
  beach: [
    { category: 'hotel', services: ['all-inclusive'], prefix: 'Hotel', suffix: 'Beach Resort', priceFactor: 1.45, weight: 5 },
    { category: 'hotel', services: ['half-board', 'breakfast', 'room-only'], prefix: 'Hotel', suffix: 'Resort & Spa', priceFactor: 1.15, weight: 4 },
    { category: 'hotel', services: ['breakfast'], prefix: 'Hotel', suffix: 'Hotel', priceFactor: 1, weight: 2 },
    { category: 'apartment', services: ['self-catering', 'room-only'], prefix: 'Apartments', suffix: 'Apartments', priceFactor: 0.8, weight: 3 },
    { category: 'villa', services: ['self-catering'], prefix: 'Villa', suffix: 'Villas', priceFactor: 1.7, weight: 1 },
    { category: 'holiday-club', services: ['all-inclusive', 'full-board'], prefix: 'Club', suffix: 'Club Resort', priceFactor: 1.35, weight: 2 },
    { category: 'camping', services: ['self-catering'], prefix: 'Camping', suffix: 'Camping', priceFactor: 0.45, weight: 1 },
  ],
  city: [
    { category: 'hotel', services: ['breakfast', 'room-only', 'half-board'], prefix: 'Hotel', suffix: 'Hotel', priceFactor: 1.1, weight: 6 },
    { category: 'hotel', services: ['room-only'], prefix: 'Hotel', suffix: 'Suites', priceFactor: 0.95, weight: 3 },
    { category: 'apartment', services: ['self-catering'], prefix: 'Aparthotel', suffix: 'Residence', priceFactor: 0.9, weight: 3 },
    { category: 'bed-and-breakfast', services: ['breakfast'], prefix: 'B&B', suffix: 'Guesthouse', priceFactor: 0.75, weight: 2 },
  ],
  mountain: [
    { category: 'hotel', services: ['half-board', 'breakfast'], prefix: 'Hotel', suffix: 'Alpine Hotel', priceFactor: 1.1, weight: 4 },
    { category: 'apartment', services: ['self-catering'], prefix: 'Residence', suffix: 'Apartments', priceFactor: 0.8, weight: 3 },
    { category: 'chalet', services: ['self-catering', 'breakfast'], prefix: 'Chalet', suffix: 'Lodge', priceFactor: 1.3, weight: 2 },
    { category: 'camping', services: ['self-catering'], prefix: 'Camping', suffix: 'Camping', priceFactor: 0.45, weight: 1 },
  ],
  ski: [
    { category: 'hotel', services: ['half-board'], prefix: 'Hotel', suffix: 'Ski Hotel', priceFactor: 1.25, weight: 4 },
    { category: 'apartment', services: ['self-catering'], prefix: 'Residence', suffix: 'Apartments', priceFactor: 0.9, weight: 4 },
    { category: 'chalet', services: ['self-catering', 'half-board'], prefix: 'Chalet', suffix: 'Chalets', priceFactor: 1.45, weight: 3 },
    { category: 'holiday-club', services: ['full-board', 'all-inclusive'], prefix: 'Club', suffix: 'Club Montagne', priceFactor: 1.35, weight: 1 },
  ],
  countryside: [
    { category: 'holiday-home', services: ['self-catering'], prefix: 'Cottage', suffix: 'Cottages', priceFactor: 0.9, weight: 4 },
    { category: 'bed-and-breakfast', services: ['breakfast'], prefix: 'B&B', suffix: 'Guesthouse', priceFactor: 0.75, weight: 3 },
    { category: 'hotel', services: ['half-board', 'breakfast'], prefix: 'Hotel', suffix: 'Country Hotel', priceFactor: 1, weight: 3 },
    { category: 'camping', services: ['self-catering'], prefix: 'Camping', suffix: 'Camping', priceFactor: 0.45, weight: 2 },
    { category: 'villa', services: ['self-catering'], prefix: 'Villa', suffix: 'Villas', priceFactor: 1.5, weight: 1 },
  ],
  wellness: [
    { category: 'hotel', services: ['half-board', 'breakfast'], prefix: 'Hotel', suffix: 'Spa Hotel', priceFactor: 1.35, weight: 6 },
    { category: 'hotel', services: ['full-board'], prefix: 'Spa Resort', suffix: 'Thermal Resort', priceFactor: 1.5, weight: 2 },
    { category: 'apartment', services: ['self-catering'], prefix: 'Residence', suffix: 'Spa Residence', priceFactor: 0.95, weight: 1 },
  ],
  adventure: [
    { category: 'hotel', services: ['half-board', 'breakfast'], prefix: 'Hotel', suffix: 'Lodge', priceFactor: 1.05, weight: 4 },
    { category: 'bed-and-breakfast', services: ['breakfast'], prefix: 'Guesthouse', suffix: 'Guesthouse', priceFactor: 0.7, weight: 3 },
    { category: 'holiday-home', services: ['self-catering'], prefix: 'Cabin', suffix: 'Cabins', priceFactor: 0.85, weight: 2 },
    { category: 'camping', services: ['self-catering'], prefix: 'Camp', suffix: 'Camp', priceFactor: 0.5, weight: 1 },
  ],
};

/** The distinctive part of property names, neutral enough for every country and language. */
export const PROPERTY_NAME_CORES = [
  'Bella Vista', 'Mare Nostrum', 'Sol y Mar', 'Les Oliviers', 'Blue Lagoon', 'Panorama', 'Royal Palm', 'Atlantic',
  'Edelweiss', 'Alpenrose', 'Belvedere', 'Costa Verde', 'Miramar', 'Paradiso', 'Aurora', 'La Pergola', 'Santa Lucia',
  'Poseidon', 'Aphrodite', 'Olympia', 'El Faro', 'Las Palmeras', 'Coral Reef', 'Golden Sands', 'Silver Coast',
  'Sunset Bay', 'Ocean View', 'Green Valley', 'Lakeside', 'Pine Forest', 'Les Alizés', 'Casa Blanca', 'Villa Rosa',
  'Il Giardino', 'Bellevue', 'Continental', 'Plaza', 'Riverside', 'Harbour View', 'Old Town', 'Les Remparts',
  'La Bastide', 'Le Moulin', 'Tramontana', 'Sirocco', 'Zephyr', 'Kalimera', 'Aegean Pearl', 'Anemos', 'Thalassa',
  'Lotus', 'Bamboo Garden', 'Frangipani', 'Palm Grove', 'Sakura', 'Savanna', 'Baobab', 'Kasbah', 'Dar Salam',
  'Al Andalus', 'Vista Alegre', 'Quinta do Sol', 'Alpenhof', 'Bergblick', 'Seeblick', 'Waldhaus', 'Duinzicht',
  'Zeezicht', 'Noordster', 'Marina', 'Acropolis', 'Cypress', 'Magnolia', 'Azalea', 'Orangerie', 'Solaris',
  'Horizon', 'Laguna', 'Esperanza', 'Bougainvillea', 'Mediterraneo', 'Blue Horizon', 'White Pearl', 'Amber',
  'Emerald Bay', 'Sapphire', 'Cristal', 'Eden', 'Arcadia', 'Serenity', 'Cascada', 'Monte Verde', 'Vallée Verte',
  'Le Refuge', 'Petite Plage', 'Grand Large', 'Cap Soleil', 'Rose des Vents', 'Oasis',
];
