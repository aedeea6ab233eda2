import { closeDatabase, getMaintenanceDatabase, migrateDatabase } from '../src/server/db/client';

const handle = getMaintenanceDatabase();
await migrateDatabase(handle);
console.log(`Migrations applied (${handle.kind}).`);
await closeDatabase();
