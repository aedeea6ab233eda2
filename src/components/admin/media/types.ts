/** An image as GET /api/admin/media/ lists it, and as GET /api/admin/media/{id}/ reads it. */
export type MediaRow = {
  id: number;
  url: string;
  name: string;
  alt: string;
  alt_translations: { 'nl-be'?: string; 'fr-fr'?: string };
  width: number | null;
  height: number | null;
  size: number;
  mime_type: string;
  created_at: string;
};

export type MediaUse = { entity_type: string; count: number; ids: number[] };

/** `used_by` is missing while the screen shows the row the list read, before the record arrives. */
export type MediaRecord = MediaRow & { used_by?: MediaUse[] };
