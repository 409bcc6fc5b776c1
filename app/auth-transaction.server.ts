/** Where better-auth's callbacks write: the transaction its Drizzle adapter is running. */
import { AsyncLocalStorage } from "node:async_hooks";
import type { Database } from "~/db/client.server";

/** The transaction better-auth's adapter is running, if any (see `trackTransactions`). */
const authTransaction = new AsyncLocalStorage<Database>();

/**
 * The database as better-auth's Drizzle adapter sees it: the same client, but each transaction it
 * opens is remembered, so our hooks can write the outbox in it (the sign-up's verification e-mail
 * commits or rolls back with the user row; docs/decisions/053).
 */
export function trackTransactions(db: Database): Database {
  return new Proxy(db, {
    get(target, property) {
      if (property === "transaction") {
        const transaction: Database["transaction"] = (work, config) =>
          target.transaction((tx) => authTransaction.run(tx, () => work(tx)), config);
        return transaction;
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** Where a better-auth callback writes: its open transaction, else the database itself. */
export function authTransactionOf(db: Database): Database {
  return authTransaction.getStore() ?? db;
}
