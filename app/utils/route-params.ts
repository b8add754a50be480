import { redirect, type Params } from "@remix-run/react";

/** A positive integer route parameter; anything else is a page that does not exist. */
export function routeId(params: Params, name = "id"): number {
  const raw = params[name] ?? "";
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) throw redirect("/notfound");
  return Number(raw);
}
