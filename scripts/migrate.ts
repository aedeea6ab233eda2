import { closeDatabase, getDatabase, migrateDatabase } from '../src/server/db/client';

const handle = getDatabase();
await migrateDatabase(handle);
console.log(`Migrations applied (${handle.kind}).`);
await closeDatabase();
