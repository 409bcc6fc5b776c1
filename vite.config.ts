import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { chunkGroups } from "./vite/chunk-groups.ts";
import { precompressAssets } from "./vite/precompress-assets.ts";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  // No "plugins took significant time" table after each build: Tailwind's and React Router's
  // plugins do the work there is, and a newcomer cannot act on it (docs/decisions/152).
  build: { rolldownOptions: { checks: { bundlerTimings: false } } },
  // The server build's entry is our request handler, so it shares one copy of the app modules.
  environments: {
    ssr: { build: { rolldownOptions: { input: "./server/app.ts" } } },
    // Fewer, larger files for the browser (docs/decisions/084).
    client: { build: { rolldownOptions: { output: { codeSplitting: chunkGroups() } } } },
  },
  plugins: [
    tailwindcss(),
    reactRouter(),
    // Brotli and gzip copies of the client files, served as they are (docs/decisions/080).
    precompressAssets(),
  ],
});
