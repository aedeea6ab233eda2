/**
 * Creates an account for the API's writes (DESIGN §7):
 *
 *   npm run admin:create -- --username editor [--password '...'] [--role editor|admin]
 *
 * The role is admin unless --role editor is given: an editor writes content, an admin also
 * manages accounts, robots.txt, redirections and the partners' feed settings.
 * Without --password the password is asked for on the terminal (twice, not echoed), or read
 * from the first line of standard input when that is not a terminal, so that it need not
 * appear in the shell history. The database is the one the site uses (DATABASE_URL or PGlite).
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { closeDatabase, getMaintenanceDatabase, migrateDatabase } from '../src/server/db/client';
import { AppError } from '../src/server/errors';
import { ACCOUNT_ROLES, type AccountRole } from '../src/lib/roles';
import { createAdmin } from '../src/server/services/auth';

const USAGE = 'Usage: npm run admin:create -- --username <name> [--password <password>] [--role editor|admin]';

const isRole = (value: string): value is AccountRole => (ACCOUNT_ROLES as readonly string[]).includes(value);

/** Reads one line from the terminal without echoing what is typed. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    let muted = false;
    // readline echoes through this hook; silence it once the question is printed.
    output._writeToOutput = (text: string) => {
      if (!muted) process.stdout.write(text);
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
    rl.on('SIGINT', () => {
      rl.close();
      reject(new Error('Cancelled'));
    });
  });
}

async function firstLineOfStdin(): Promise<string> {
  const rl = createInterface({ input: process.stdin, terminal: false });
  for await (const line of rl) {
    rl.close();
    return line;
  }
  return '';
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return firstLineOfStdin();
  const password = await askHidden('Password (at least 12 characters): ');
  const again = await askHidden('Repeat the password: ');
  if (password !== again) throw new Error('The two passwords differ');
  return password;
}

async function main(): Promise<number> {
  let values: { username?: string; password?: string; role?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        username: { type: 'string' },
        password: { type: 'string' },
        role: { type: 'string', default: 'admin' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const role = values.role ?? 'admin';
  if (!values.username || !isRole(role)) {
    console.error(USAGE);
    return 2;
  }
  const password = values.password ?? (await readPassword());

  const handle = getMaintenanceDatabase();
  try {
    await migrateDatabase(handle);
    const account = await createAdmin(values.username, password, role);
    const label = account.role === 'admin' ? 'Admin' : 'Editor';
    console.log(`${label} ${account.username} created (id ${account.id}, ${handle.kind}). Log in with POST /api/auth-jwt/.`);
    return 0;
  } catch (error) {
    // Rule violations (short password, taken username) are the user's to fix, not a crash.
    if (error instanceof AppError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await closeDatabase();
  }
}

process.exitCode = await main().catch((error: Error) => {
  console.error(error.message);
  return 1;
});
