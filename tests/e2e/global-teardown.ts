import { dropDatabase } from "../helpers/postgres";

export default async function globalTeardown() {
  const name = process.env.E2E_DATABASE_NAME;
  // The server under test may still hold connections: no waiting, FORCE closes them.
  if (name) await dropDatabase(name, 0);
}
