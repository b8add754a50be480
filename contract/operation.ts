import type { z } from "zod";
import type { EndpointName } from "./endpoints";

/** What an endpoint takes and answers, for the OpenAPI document. */
export type Operation = {
  summary: string;
  query?: z.ZodObject;
  json?: z.ZodType;
  multipart?: z.ZodObject;
  /** The success answer's body; absent for 204 and for binary media. */
  answer?: z.ZodType;
};

/** Each resource module of contract/ describes its own endpoints. */
export type Operations = Partial<Record<EndpointName, Operation>>;
