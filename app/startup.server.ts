/** Opens, migrates and (when embedded and empty) seeds the database before the server listens. */
import { resolveAuthSecret } from "~/auth-secret.server";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { isCatalogueEmpty, seedDemoData } from "~/db/seed.server";
import type { Env } from "~/env.server";

export interface Started {
  database: DatabaseHandle;
  authSecret: string;
}

export async function startDatabase(env: Env, log = console.log): Promise<Started> {
  const database = await openDatabase(env);
  try {
    await database.migrate();
    if (database.kind === "pglite" && (await isCatalogueEmpty(database.db))) {
      const seeded = await seedDemoData(database.db);
      log(
        `Loaded the demo catalogue: ${seeded.companies} companies, ${seeded.products} products, ` +
          `${seeded.sampleRequests} sample requests.`,
      );
    }
    return { database, authSecret: resolveAuthSecret(env) };
  } catch (error) {
    await database.close();
    throw error;
  }
}
