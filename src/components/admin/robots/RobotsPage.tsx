'use client';

import { Alert, Box, Button, Card, CardContent, List, ListItem, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { HttpError, Title, useNotify } from 'react-admin';
import { apiFetch } from '../api';
import { renewIfDue } from '../auth-provider';
import { fetchFile, saveFile } from '../download';

type LineProblem = { line: number; message: string };

/** The API's 422 names lines (line 0: the file as a whole). */
function problemsOf(error: unknown): LineProblem[] {
  const details = error instanceof HttpError ? (error.body as { details?: unknown } | undefined)?.details : undefined;
  return Array.isArray(details) ? (details as LineProblem[]).filter((detail) => typeof detail?.message === 'string') : [];
}

/**
 * The robots.txt in force: read and edited here, or downloaded and replaced by a file. The API
 * refuses (422, by line) anything but robots.txt directives, and any rule that would hide a page
 * carrying noindex from crawlers.
 */
export function RobotsPage() {
  const [content, setContent] = useState('');
  const [loaded, setLoaded] = useState(false);
  const [problems, setProblems] = useState<LineProblem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const notify = useNotify();
  const fileInput = useRef<HTMLInputElement>(null);
  const problemsId = useId();

  useEffect(() => {
    fetchFile('/file_storage/download_robots/')
      .then(async ({ blob }) => setContent(await blob.text()))
      .catch((error: Error) => setFailure(`Le robots.txt n’a pas pu être lu : ${error.message}`))
      .finally(() => setLoaded(true));
  }, []);

  const send = async (body: FormData) => {
    setSending(true);
    setProblems([]);
    setFailure(null);
    try {
      await renewIfDue();
      await apiFetch('/file_storage/upload_robots/', { method: 'POST', body });
      const { blob } = await fetchFile('/file_storage/download_robots/');
      setContent(await blob.text());
      notify('robots.txt enregistré', { type: 'success' });
    } catch (error) {
      const found = problemsOf(error);
      setProblems(found);
      setFailure(found.length > 0 ? 'Le robots.txt n’a pas été enregistré :' : `Le robots.txt n’a pas été enregistré : ${(error as Error).message}`);
    } finally {
      setSending(false);
    }
  };

  const saveText = (event: FormEvent) => {
    event.preventDefault();
    const body = new FormData();
    body.append('content', content);
    void send(body);
  };

  const upload = (file: File | undefined) => {
    if (!file) return;
    const body = new FormData();
    body.append('file', file);
    void send(body);
  };

  const download = async () => {
    try {
      const { blob } = await fetchFile('/file_storage/download_robots/');
      saveFile(blob, 'robots.txt');
    } catch (error) {
      setFailure(`Le robots.txt n’a pas pu être téléchargé : ${(error as Error).message}`);
    }
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="robots.txt" />
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          robots.txt en vigueur
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          Servi à /robots.txt sur chaque site, suivi de la ligne Sitemap du site. Une page marquée noindex doit rester accessible aux robots : une règle qui la cacherait est refusée.
        </Typography>
        {failure ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }} id={problemsId}>
            {failure}
            {problems.length > 0 ? (
              <List dense disablePadding>
                {problems.map((problem) => (
                  <ListItem key={`${problem.line}-${problem.message}`} disableGutters>
                    {problem.line > 0 ? `Ligne ${problem.line} : ` : ''}
                    {problem.message}
                  </ListItem>
                ))}
              </List>
            ) : null}
          </Alert>
        ) : null}
        <Box component="form" onSubmit={saveText}>
          <TextField
            label="Contenu du robots.txt"
            value={content}
            onChange={(event) => setContent(event.target.value)}
            multiline
            minRows={8}
            fullWidth
            disabled={!loaded}
            error={problems.length > 0}
            slotProps={{ htmlInput: { spellCheck: false, 'aria-describedby': failure ? problemsId : undefined, style: { fontFamily: 'monospace' } } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
            <Button type="submit" variant="contained" disabled={sending || !loaded}>
              Enregistrer
            </Button>
            <Button variant="outlined" onClick={download}>
              Télécharger
            </Button>
            <Button variant="outlined" onClick={() => fileInput.current?.click()} disabled={sending}>
              Remplacer par un fichier…
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept=".txt,text/plain"
              aria-label="Fichier robots.txt à téléverser"
              tabIndex={-1}
              hidden
              onChange={(event) => {
                upload(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
