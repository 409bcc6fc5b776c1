/**
 * The server's imports of the components it renders at once but the browser loads on demand
 * (deferred-component.tsx, hydrate-on-interaction.tsx; docs/decisions/084, 085). The server
 * awaits them before it takes requests (server/app.ts): a component not in yet would suspend,
 * and its place would stream empty, to be filled by a script, which a browser without
 * JavaScript never runs.
 */
const loads: Promise<unknown>[] = [];

export function loadBeforeServing(load: Promise<unknown>): void {
  loads.push(load);
}

export function serverLoadsDone(): Promise<unknown> {
  return Promise.all(loads);
}
