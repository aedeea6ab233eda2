import 'server-only';
import { tags } from '@/server/cache/invalidate';
import { getRobotsTxt } from '@/server/services/files';
import { cachedRead } from './cache';

/** The robots.txt the editors uploaded, else the default. */
export const getRobots = cachedRead('robots-txt', getRobotsTxt, () => [tags.robots]);
