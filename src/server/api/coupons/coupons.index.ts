import { createRouter } from '../lib/router';

const router = createRouter();

export default router;
