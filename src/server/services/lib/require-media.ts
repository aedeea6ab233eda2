import 'server-only';
import { ValidationError } from '../../errors';
import { mediaByIds } from './media';

/**
 * Rejects references to media that do not exist with a 422, before a foreign key would turn
 * them into a 500. Null and undefined (clear, keep) pass.
 */
export async function requireMedia(fields: Record<string, number | null | undefined>): Promise<void> {
  const found = await mediaByIds(Object.values(fields));
  const missing = Object.entries(fields)
    .filter(([, id]) => typeof id === 'number' && !found.has(id))
    .map(([path, id]) => ({ path, message: `No media ${id}` }));
  if (missing.length > 0) throw new ValidationError('Unknown media', missing);
}
