/** `npm run db:seed`: migrates, then loads the demo catalogue and demo sample requests. */
import { openDatabase } from "~/db/client.server";
import { parseEnv } from "~/env.server";
import { seedDemoData } from "~/models/catalogue/demo-catalogue.server";

const env = parseEnv();
const database = await openDatabase(env);
try {
  await database.migrate();
  const result = await seedDemoData(database.db);
  console.log(
    `Seeded (${database.kind}): ${result.companies} companies, ${result.products} products, ` +
      `${result.sampleRequests} sample requests added.`,
  );
} finally {
  await database.close();
}
