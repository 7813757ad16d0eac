// npm run create-admin -- --username U --email E --password P [--first-name F --last-name L --phone 07XXXXXXXX]
// Admin accounts come only from this step or the demo seed, never from the web (docs/product.md#accounts).
import { parseArgs } from 'node:util';
import { registerSchema } from '@ikaze/domain';
import { databaseOptions, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { newPasswordProblem } from '../lib/password-policy.ts';
import { createUser } from '../modules/users/service.ts';

const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string', default: 'Admin' },
    'last-name': { type: 'string', default: 'Ikaze' },
    phone: { type: 'string', default: '0780000000' },
  },
});

const parsed = registerSchema.safeParse({
  username: values.username,
  email: values.email,
  password: values.password,
  first_name: values['first-name'],
  last_name: values['last-name'],
  phone_number: values.phone,
});
if (!parsed.success) {
  console.error(`create-admin: ${parsed.error.issues[0]?.message ?? 'invalid input'}`);
  console.error('usage: npm run create-admin -- --username U --email E --password P');
  process.exit(2);
}
// The password rules before the database is opened (createUser applies them again).
const problem = await newPasswordProblem(parsed.data.password, parsed.data);
if (problem) {
  console.error(`create-admin: ${problem.message}`);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(databaseOptions(config));
try {
  const user = await createUser(database.db, parsed.data, 'admin');
  console.log(`Admin ${user.username} created (UserID ${user.id}).`);
} catch (error) {
  console.error(`create-admin: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
