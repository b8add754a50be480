import path from "node:path";
import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Rollup } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { extraRoutesBuildOptions } from "./bench/extra-routes";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild
    ? {}
    : {
        rollupOptions: { output: { manualChunks: pageLayerChunks() } },
        // terser with two compress passes ships smaller files than esbuild's minifier (decision 013).
        minify: "terser",
        terserOptions: { compress: { passes: 2 }, format: { comments: false } },
      },
  plugins: [
    tailwindcss(),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        // The route table is app/routes.ts (decision 029).
        v3_routeConfig: true,
      },
      // Only for the route-count benchmark: a throwaway build with extra routes (decision 011),
      // which app/routes.ts adds.
      ...extraRoutesBuildOptions(process.env),
    }),
    tsconfigPaths(),
  ],
}));

/**
 * Client chunks follow what pages load together (decision 013): the framework (React, React
 * Router, Remix's browser runtime) and what the root route imports load on every page; what the
 * sign-in page imports (the basic controls most forms use too) is one chunk; Rollup splits the
 * rest per route. A few larger files compress better than many small ones (the sign-in page's
 * dozen files cost 1.5 KB gzip more than three), and the framework's file changes only with an
 * upgrade.
 */
const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|@remix-run\/router|@remix-run\/react|turbo-stream)\//;
const LAYERS = [
  { name: "shell", routes: ["app/root.tsx"] },
  { name: "sign-in", routes: ["app/routes/account/public-layout.tsx", "app/routes/account/login.tsx"] },
  // Every signed-in page loads the admin layout: what it imports is one file, not one per module
  // shared with the pages (the sidebar's server fragment, decision 064).
  { name: "signed-in", routes: ["app/routes/shell/admin-layout.tsx"] },
];

function pageLayerChunks(): Rollup.GetManualChunk {
  let layerOf: Map<string, string> | undefined;
  return (id, { getModuleInfo }) => {
    if (FRAMEWORK.test(id)) return "framework";
    layerOf ??= assignLayers(getModuleInfo);
    return layerOf.get(id);
  };
}

/** The app modules each layer's routes import, first layer first; route modules stay entries. */
function assignLayers(getModuleInfo: Rollup.GetModuleInfo): Map<string, string> {
  const layerOf = new Map<string, string>();
  for (const layer of LAYERS) {
    const routes = new Set(layer.routes.map((route) => path.resolve(route)));
    const seen = new Set<string>();
    const walk = (id: string) => {
      const info = getModuleInfo(id);
      // A module loaded with import() keeps a chunk of its own (see app/ui/client-lazy.tsx).
      if (!info || seen.has(id) || id.includes("/node_modules/") || info.dynamicImporters.length > 0) return;
      seen.add(id);
      if (!routes.has(id) && !layerOf.has(id)) layerOf.set(id, layer.name);
      info.importedIds.forEach(walk);
    };
    routes.forEach(walk);
  }
  return layerOf;
}
