import type { Operations } from "./operation";

// TODO(helper): schemas and operations of this resource.
export const skillOperations: Operations = {};
