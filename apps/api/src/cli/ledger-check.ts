// npm run ledger:check: sums the whole ledger of the configured database (DATABASE_URL, else the embedded one in
// DATA_DIR) apart from the trigger that guards it (docs/ledger.md). Prints each account's balance and every
// transaction that does not balance; exits 0 when all balance, 1 otherwise.
import { databaseOptions, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { checkLedger } from '../modules/payments/ledger.ts';

const config = loadConfig();
const database = await openDatabase(databaseOptions(config));
try {
  const check = await checkLedger(database.db);
  const total = check.accounts.reduce((sum, account) => sum + account.balance, 0);
  console.log(
    `Ledger of ${database.kind === 'pglite' ? config.dataDir : 'PostgreSQL'}: ${check.transactions} transactions`,
  );
  for (const { account, balance } of check.accounts)
    console.log(`  ${account.padEnd(28)} ${balance.toLocaleString('en').padStart(16)} RWF`);
  console.log(`  ${'sum of all accounts'.padEnd(28)} ${total.toLocaleString('en').padStart(16)} RWF`);
  for (const t of check.unbalanced)
    console.log(`  UNBALANCED transaction ${t.transactionId}: sum ${t.sum}, ${t.entries} entries`);
  const sound = check.unbalanced.length === 0 && total === 0;
  console.log(sound ? 'Every transaction balances.' : 'The ledger does not balance.');
  process.exitCode = sound ? 0 : 1;
} finally {
  await database.close();
}
