/** What the server hands every loader and action: the database, the configuration, the CSP nonce. */
import { createContext, type RouterContextProvider } from "react-router";
import type { Database } from "~/db/client.server";
import type { Env } from "~/env.server";

export interface AppContext {
  db: Database;
  /** Answers true when the database responds (for /healthz). */
  pingDatabase: () => Promise<boolean>;
  env: Env;
  /** The per-request nonce that the Content-Security-Policy allows scripts with. */
  nonce: string;
}

export const appContext = createContext<AppContext>();

export function getAppContext(context: Readonly<RouterContextProvider>): AppContext {
  return context.get(appContext);
}
