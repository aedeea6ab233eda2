'use client';

import { Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { HttpError, Title, useNotify, useRedirect } from 'react-admin';
import { apiFetch } from '../api';
import { renewIfDue } from '../auth-provider';
import type { MediaRow } from './types';

/** The API's limit (MEDIA_MAX_BYTES): told before sending rather than after 5 MB went up. */
const MAX_BYTES = 5 * 1024 * 1024;

/**
 * Uploads one image (POST /api/media_storage/upload_icon/, multipart, which react-admin's JSON
 * data provider cannot send), shown before it is sent; the stored image is then opened.
 */
export function MediaUpload() {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [alt, setAlt] = useState('');
  const [altNl, setAltNl] = useState('');
  const [altFr, setAltFr] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const fileId = useId();

  // The preview's object URL is freed when another file replaces it and when the page closes.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = (chosen: File | null) => {
    setError(chosen && chosen.size > MAX_BYTES ? 'Les images sont limitées à 5 Mo.' : null);
    setFile(chosen);
    setPreview(chosen ? URL.createObjectURL(chosen) : null);
    if (chosen && !name) setName(chosen.name.replace(/\.[^.]+$/, ''));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError('Choisissez une image.');
    if (file.size > MAX_BYTES) return;
    const body = new FormData();
    body.append('file', file);
    if (name.trim()) body.append('name', name.trim());
    if (alt.trim()) body.append('alt', alt.trim());
    if (altNl.trim()) body.append('alt_nl_be', altNl.trim());
    if (altFr.trim()) body.append('alt_fr_fr', altFr.trim());
    setSending(true);
    try {
      await renewIfDue();
      const { json } = await apiFetch<MediaRow>('/media_storage/upload_icon/', { method: 'POST', body });
      await queryClient.invalidateQueries({ queryKey: ['media'] });
      notify('Image téléversée', { type: 'success' });
      redirect('show', 'media', json.id);
    } catch (failure) {
      setError(failure instanceof HttpError && failure.status === 415 ? 'Ce fichier n’est pas une image (JPEG, PNG, WebP, GIF, AVIF ou TIFF).' : `Échec du téléversement : ${(failure as Error).message}`);
    } finally {
      setSending(false);
    }
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Téléverser une image" />
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          Téléverser une image
        </Typography>
        <Box component="form" onSubmit={submit} noValidate>
          <Stack spacing={2} sx={{ maxWidth: 520 }}>
            <div>
              <Typography component="label" htmlFor={fileId} variant="body2" sx={{ display: 'block', mb: 0.5 }}>
                Fichier image (JPEG, PNG, WebP, GIF, AVIF ou TIFF, 5 Mo au plus ; enregistrée en WebP)
              </Typography>
              <input
                id={fileId}
                name="file"
                type="file"
                accept="image/jpeg,image/png,image/webp,image/gif,image/avif,image/tiff"
                aria-describedby={error ? `${fileId}-error` : undefined}
                onChange={(event) => choose(event.target.files?.[0] ?? null)}
              />
            </div>
            {preview ? (
              <Box
                component="img"
                src={preview}
                alt={`Aperçu de ${file?.name ?? 'l’image'}`}
                sx={{ maxWidth: '100%', maxHeight: 280, objectFit: 'contain', alignSelf: 'flex-start', bgcolor: 'grey.100', borderRadius: 1 }}
              />
            ) : null}
            <TextField label="Nom" value={name} onChange={(event) => setName(event.target.value)} slotProps={{ htmlInput: { maxLength: 255 } }} helperText="Pour la retrouver dans la médiathèque" />
            <TextField label="Texte alternatif" value={alt} onChange={(event) => setAlt(event.target.value)} slotProps={{ htmlInput: { maxLength: 255 } }} helperText="Ce que l’image montre, pour qui ne la voit pas (en français)" />
            <TextField label="Description en néerlandais (site nl-be)" value={altNl} onChange={(event) => setAltNl(event.target.value)} slotProps={{ htmlInput: { maxLength: 255, lang: 'nl' } }} helperText="Sans elle, les pages néerlandaises décrivent l’image en français" />
            <TextField label="Description pour la France (site fr-fr)" value={altFr} onChange={(event) => setAltFr(event.target.value)} slotProps={{ htmlInput: { maxLength: 255 } }} helperText="Seulement si elle diffère du texte en français" />
            {error ? (
              <Typography id={`${fileId}-error`} role="alert" color="error">
                {error}
              </Typography>
            ) : null}
            <div>
              <Button type="submit" variant="contained" disabled={sending || !file}>
                {sending ? 'Envoi…' : 'Téléverser'}
              </Button>
            </div>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
