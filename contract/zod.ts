import { z } from "zod";

// zod compiles object parsers with `new Function` once it has probed that eval is allowed. The
// page's CSP forbids eval, so in the browser that probe is a CSP violation on every page that
// builds a schema. Jitless must be set before the first object schema is built (the probe runs
// then), hence one module that every schema imports `z` from. Node has no CSP: the server keeps
// the faster compiled parsers.
if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
