/**
 * Hears every committed change to the public catalogue, from any instance: migration 0012's
 * triggers NOTIFY on 'sampletray_catalogue' and this LISTENs (a dedicated connection on
 * PostgreSQL; the one embedded client on PGlite). A lost PostgreSQL connection counts as a change
 * (notifications may have been missed) and is opened again (docs/decisions/080).
 */
import pg from "pg";
import type { DatabaseHandle } from "~/db/client.server";
import { logFailure } from "~/lib/log.server";

export const CATALOGUE_CHANNEL = "sampletray_catalogue";

const RECONNECT_MS = 1_000;

/** Calls `onChange` after each catalogue change; resolves to a function that stops listening. */
export async function listenForCatalogueChanges(
  database: DatabaseHandle,
  onChange: () => void,
): Promise<() => Promise<void>> {
  if (database.connection.kind === "pglite") {
    const { client } = database.connection;
    const unlisten = await client.listen(CATALOGUE_CHANNEL, () => onChange());
    // A database closed already (it went away under the server) has nothing left to stop.
    return async () => {
      if (!client.closed) await unlisten();
    };
  }
  const { url } = database.connection;
  let client: pg.Client | null = null;
  let isStopped = false;
  let timer: NodeJS.Timeout | undefined;

  const reconnectLater = () => {
    if (isStopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, RECONNECT_MS);
    timer.unref();
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    next.on("notification", (message) => {
      if (message.channel === CATALOGUE_CHANNEL) onChange();
    });
    const lost = () => {
      if (client === next) client = null;
      onChange();
      reconnectLater();
    };
    next.on("error", (error) => {
      logFailure("Listening for catalogue changes failed", error);
      void next.end().catch(() => {});
      lost();
    });
    next.on("end", () => {
      if (!isStopped) lost();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CATALOGUE_CHANNEL}`);
      client = next;
      // Whatever changed while no connection listened.
      onChange();
    } catch (error) {
      logFailure("Listening for catalogue changes failed", error);
      await next.end().catch(() => {});
      reconnectLater();
    }
  };

  await connect();
  return async () => {
    isStopped = true;
    clearTimeout(timer);
    await client?.end().catch(() => {});
  };
}
