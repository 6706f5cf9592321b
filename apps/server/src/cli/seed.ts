/** `npm run seed`: fills the database with the demo data, unless it is already there. */
import { DEMO_PASSWORD, demoLogins, hasDemoData, seedDemoData } from '../seed/demo-data.ts';
import { openAppDatabase } from './open-app-database.ts';

const { database } = await openAppDatabase();
try {
  if (await hasDemoData(database.db)) {
    console.log('The demo data is already in this database; nothing to do.');
  } else {
    await seedDemoData(database.db);
    console.log('Demo data added. Sign in with:');
  }
  for (const login of demoLogins) console.log(`  ${login.role.padEnd(9)} ${login.email}  ${DEMO_PASSWORD}`);
} finally {
  await database.close();
}
