import { describe, expect, it, vi } from 'vitest';
import { shareImagePng } from './share-image';

describe('shareImagePng', () => {
  it('draws a title once, however many requests and addresses ask for it', async () => {
    const draw = vi.fn(async () => Buffer.from('png'));
    const images = await Promise.all(Array.from({ length: 5 }, () => shareImagePng('nl-be', 'Eenmaal getekend', draw)));
    expect(images.every((image) => image.equals(Buffer.from('png')))).toBe(true);
    await shareImagePng('nl-be', 'Eenmaal getekend', draw);
    expect(draw).toHaveBeenCalledTimes(1);
    await shareImagePng('fr-be', 'Eenmaal getekend', draw);
    expect(draw).toHaveBeenCalledTimes(2);
  });

  it('keeps no failed drawing: the next request draws again', async () => {
    const draw = vi.fn().mockRejectedValueOnce(new Error('font')).mockResolvedValueOnce(Buffer.from('png'));
    await expect(shareImagePng('fr-fr', 'Raté puis tracé', draw)).rejects.toThrow('font');
    await expect(shareImagePng('fr-fr', 'Raté puis tracé', draw)).resolves.toEqual(Buffer.from('png'));
    expect(draw).toHaveBeenCalledTimes(2);
  });
});
