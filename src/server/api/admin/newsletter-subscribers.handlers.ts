import type { RouteHandler } from '@hono/zod-openapi';
import { listSubscribers, subscribersCsv } from '@/server/services/newsletter-subscribers';
import type { AppEnv } from '../lib/router';
import type * as routes from './newsletter-subscribers.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  const { language, page, size, ...filters } = c.req.valid('query');
  c.header('Cache-Control', 'private, no-store');
  return c.json(await listSubscribers({ ...filters, locale: language }, { page, size }), 200);
};

export const csv: RouteHandler<typeof routes.csv, AppEnv> = async (c) => {
  const { language, ...filters } = c.req.valid('query');
  const lines = subscribersCsv({ ...filters, locale: language });
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await lines.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await lines.return(undefined);
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return c.body(body, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="newsletter-subscribers-${day}.csv"`,
    'Cache-Control': 'private, no-store',
  });
};
