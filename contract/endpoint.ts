import type { z } from "zod";
import type { AddressRateLimitName } from "./account";
import type { PermissionCode } from "./permissions";

/**
 * One endpoint of API v1, written once: the provider registers its handler from it (path, guard,
 * parsing), app/models calls it by name with its types, and the OpenAPI document is generated
 * from it. Paths are relative to /api/v1/ and end with a slash; `{id}` is a positive integer.
 */
export type Endpoint = {
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  path: string;
  /** A token is needed (401 without one). */
  auth: boolean;
  /** The code the provider enforces after the token; a list means any one of them suffices. */
  permission?: PermissionCode | readonly PermissionCode[];
  /** Every status it answers. Every list answers 404 "Invalid page." past its last page. */
  statuses: readonly number[];
  summary: string;
  query?: z.ZodObject;
  json?: z.ZodType;
  multipart?: z.ZodType;
  /** Form data sends a list as repeated fields (`permissions=1&permissions=2`). */
  repeatedFields?: boolean;
  /** The success answer's body; absent for 204. */
  answer?: z.ZodType;
  /** The answer is the stored file's bytes. */
  binaryAnswer?: boolean;
  /**
   * Called by a service, not a staff user: `Authorization: Token <the service's token>` (401
   * without it or with another, 403 when the server has no token for that service; decision 043).
   */
  service?: "marketplace";
  /** An unauthenticated post counted per address in the database (429 past it). */
  addressRateLimit?: AddressRateLimitName;
};

/** Keeps the literal types (path, schemas) that the provider and app/models infer from. */
export function defineEndpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

/** The names of a path's `{placeholders}`. */
export type PathParamName<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamName<Rest> : never;
