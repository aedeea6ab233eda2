'use client';

import { Card, CardContent, CardHeader, Grid, Link as MuiLink, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, Loading, Title } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardFigures } from '@/lib/contracts';
import { apiFetch } from './api';
import { FiguresTable } from './FiguresTable';

/** One figure of the dashboard: a card with its heading, in the grid. */
function Panel({ size, title, children }: { size: Record<string, number>; title: string; children: ReactNode }) {
  return (
    <Grid size={size}>
      <Card>
        <CardHeader title={title} component="h2" />
        <CardContent>{children}</CardContent>
      </Card>
    </Grid>
  );
}

const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
const when = (iso: string) => new Date(iso).toLocaleString('fr-BE', { dateStyle: 'medium', timeStyle: 'short' });

/** The figures of the last 30 days, each chart with its numbers as a table beside it. */
export function Dashboard() {
  const figures = useQuery({
    queryKey: ['dashboard'],
    queryFn: async () => (await apiFetch<DashboardFigures>('/admin/dashboard/')).json,
  });
  if (figures.isPending) return <Loading />;
  if (figures.isError) return <Typography role="alert">Les chiffres n’ont pas pu être lus : {figures.error.message}</Typography>;
  const data = figures.data;
  const clicks = data.clicks.map((day) => ({ ...day, label: shortDay(day.day) }));
  const uses = data.couponUses.map((day) => ({ ...day, label: shortDay(day.day) }));
  return (
    <Grid container spacing={2} sx={{ mt: 1 }}>
      <Title title="Tableau de bord" />
      <Panel size={{ xs: 12, lg: 8 }} title="Clics sortants par jour (30 jours)">
        <div aria-hidden="true" style={{ height: 260 }}>
          <ResponsiveContainer>
            <BarChart data={clicks} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="label" interval="preserveStartEnd" />
              <YAxis allowDecimals={false} />
              <Tooltip />
              <Legend />
              <Bar dataKey="store" name="Boutiques" stackId="clicks" fill="#0f766e" />
              <Bar dataKey="promotion" name="Promotions" stackId="clicks" fill="#b45309" />
              <Bar dataKey="property" name="Offres du comparateur" stackId="clicks" fill="#4338ca" />
            </BarChart>
          </ResponsiveContainer>
        </div>
        <FiguresTable
          caption="Clics sortants par jour"
          columns={['Jour', 'Boutiques', 'Promotions', 'Offres du comparateur']}
          rows={data.clicks.map((day) => [day.day, day.store, day.promotion, day.property])}
        />
      </Panel>
      <Panel size={{ xs: 12, lg: 4 }} title="Codes utilisés par jour">
        <div aria-hidden="true" style={{ height: 260 }}>
          <ResponsiveContainer>
            <LineChart data={uses} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="label" interval="preserveStartEnd" />
              <YAxis allowDecimals={false} />
              <Tooltip />
              <Line dataKey="uses" name="Utilisations" stroke="#0f766e" dot={false} />
            </LineChart>
          </ResponsiveContainer>
        </div>
        <FiguresTable caption="Codes utilisés par jour" columns={['Jour', 'Utilisations']} rows={data.couponUses.map((day) => [day.day, day.uses])} />
      </Panel>
      <Panel size={{ xs: 12, md: 6 }} title="Boutiques les plus cliquées">
        <FiguresTable caption="Boutiques les plus cliquées (30 jours)" columns={['Boutique', 'Clics']} rows={data.topStores.map((s) => [s.name, s.clicks])} visible />
      </Panel>
      <Panel size={{ xs: 12, md: 6 }} title="Promotions les plus cliquées">
        <FiguresTable
          caption="Promotions les plus cliquées (30 jours)"
          columns={['Promotion', 'Boutique', 'Clics']}
          rows={data.topPromotions.map((p) => [p.title, p.store, p.clicks])}
          visible
        />
      </Panel>
      <Panel size={{ xs: 12, md: 6 }} title="Recherches sans résultat">
        {data.searchMisses.length === 0 ? (
          <Typography>Aucune.</Typography>
        ) : (
          <FiguresTable
            caption="Recherches sans résultat les plus fréquentes (30 jours)"
            columns={['Recherche', 'Site', 'Fois']}
            rows={data.searchMisses.map((miss) => [miss.text, miss.locale, miss.searches])}
            visible
          />
        )}
      </Panel>
      <Panel size={{ xs: 12, md: 6 }} title="Promotions qui se terminent dans les 7 jours">
        {data.expiringSoon.length === 0 ? (
          <Typography>Aucune.</Typography>
        ) : (
          <List dense>
            {data.expiringSoon.map((promotion) => (
              <ListItem key={promotion.id} disableGutters>
                <ListItemText
                  primary={<MuiLink component={Link} to={`/promotions/${promotion.id}`}>{promotion.title}</MuiLink>}
                  secondary={`${promotion.store} · fin le ${when(promotion.ends_at)}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Panel>
      <Panel size={{ xs: 12, md: 6 }} title={`Boutiques sans promotion active (${data.storesWithoutActivePromotion.count})`}>
        {data.storesWithoutActivePromotion.count === 0 ? (
          <Typography>Aucune.</Typography>
        ) : (
          <List dense>
            {data.storesWithoutActivePromotion.first.map((store) => (
              <ListItem key={store.id} disableGutters>
                <ListItemText primary={<MuiLink component={Link} to={`/stores/${store.id}`}>{store.name}</MuiLink>} />
              </ListItem>
            ))}
          </List>
        )}
      </Panel>
    </Grid>
  );
}
