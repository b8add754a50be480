import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

export default tseslint.config(
  { ignores: ["build/**", "node_modules/**", "data/**", "test-results/**", "playwright-report/**", "api/db/migrations/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // Plain Node scripts (TypeScript files get Node's globals from @types/node).
    files: ["**/*.mjs"],
    languageOptions: { globals: { process: "readonly", console: "readonly" } },
  },
  {
    // Routes never call fetch themselves: they call app/models (project rule).
    files: ["app/routes/**", "app/ui/**", "app/root.tsx"],
    rules: { "no-restricted-globals": ["error", { name: "fetch", message: "Call a function of app/models instead." }] },
  },
  {
    // zod must be configured before any schema is built (contract/zod.ts): schemas take z from there.
    files: ["app/**", "contract/**"],
    ignores: ["contract/zod.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { paths: [{ name: "zod", message: "Import z from #contract/zod (jitless in the browser).", allowTypeImports: true }] },
      ],
    },
  },
);
