export const STATUS_CHOICES = [
  { id: 'scheduled', name: 'Programmée' },
  { id: 'active', name: 'Active' },
  { id: 'ended', name: 'Terminée' },
];

export const TYPE_CHOICES = [
  { id: 'coupon', name: 'Code promo' },
  { id: 'offer', name: 'Offre' },
];
