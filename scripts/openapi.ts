// Writes contract/openapi.json from the contract (npm run openapi). A unit test keeps it in sync.
import { writeFileSync } from "node:fs";
import { buildOpenApiDocument } from "../contract/openapi";

const file = new URL("../contract/openapi.json", import.meta.url);
writeFileSync(file, `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);
console.log(`wrote ${file.pathname}`);
