// Writes contract/provider-states.md from the pact's state modules (npm run pact:states). A unit test keeps it in sync.
import { writeFileSync } from "node:fs";
import { PACT_FILE } from "../tests/contract/pact-file";
import { buildProviderStatesDocument } from "../tests/contract/provider-states-doc";

const file = new URL("../contract/provider-states.md", import.meta.url);
writeFileSync(file, buildProviderStatesDocument(PACT_FILE));
console.log(`wrote ${file.pathname}`);
