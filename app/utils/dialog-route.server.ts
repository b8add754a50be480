// The server halves of add, edit and delete routes, so that a new one is a few lines:
// `export const loader = technologyDialogs.add.loader;`. The guard is the first thing each loader
// and action does; route parameters are read after it.
import { replace, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import type { z } from "zod";
import type { PermissionCode } from "#contract/permissions";
import { isApiError } from "~/models/errors";
import { requireAdmin, type SessionApi } from "~/models/session.server";
import { handleDeleteAction, handleFormAction } from "./form-action.server";

/** What a dialog's loader and action are called with. */
export type RouteArgs = { request: Request; params: Params };

type Loader<Data> = (api: SessionApi, args: RouteArgs) => Promise<Data>;

class RowGone extends Error {}

/** api(), with the API's 404 thrown as RowGone rather than mapped to /notfound. */
function rowApi(api: SessionApi): SessionApi {
  return (call, ...args) =>
    api(async (token, ...callArgs) => {
      try {
        return await call(token, ...callArgs);
      } catch (error) {
        throw isApiError(error, 404) ? new RowGone() : error;
      }
    }, ...args);
}

/**
 * The loader: the guard, then what the page shows (api() maps the API's 401 as everywhere). A row
 * the API does not have (gone, or of another area) answers the list the dialog belongs to: Back
 * after a delete comes to the deleted row's URL. Not being allowed, an id that cannot be one, a sub
 * skill under another skill's URL are still /notfound.
 */
function guardedLoader<Data>(permission: PermissionCode, load: Loader<Data>, listOf: (args: RouteArgs) => string) {
  return async ({ request, params }: LoaderFunctionArgs): Promise<Data> => {
    const { api } = await requireAdmin(request, permission);
    try {
      return await load(rowApi(api), { request, params });
    } catch (error) {
      // Replacing the gone row's entry: a redirect would push the list after it, and every Back
      // would come to the gone row again.
      if (error instanceof RowGone) throw replace(listOf({ request, params }));
      throw error;
    }
  };
}

type FormRouteOptions<Schema extends z.ZodType, Data> = {
  permission: PermissionCode;
  /** What the form starts from (the row being edited); nothing for an empty add form. */
  load?: Loader<Data>;
  /** The form's own schema (beside its route). */
  schema: Schema;
  perform: (api: SessionApi, value: z.output<Schema>, args: RouteArgs) => Promise<unknown>;
  /** Where a saved form goes: the list it was opened from, in its state. */
  redirectTo: (args: RouteArgs) => string;
  success: string;
};

/** An add or edit form: loader and action (handleFormAction: list intents, errors on their fields, the toast). */
export function formRoute<Schema extends z.ZodType, Data = null>(options: FormRouteOptions<Schema, Data>) {
  const load: Loader<Data | null> = options.load ?? (async () => null);
  return {
    loader: guardedLoader(options.permission, load, options.redirectTo),
    action: async ({ request, params }: ActionFunctionArgs) =>
      handleFormAction(request, {
        permission: options.permission,
        schema: options.schema,
        perform: (api, value) => options.perform(api, value, { request, params }),
        redirectTo: () => options.redirectTo({ request, params }),
        success: options.success,
      }),
  };
}

type DeleteRouteOptions<Data> = {
  permission: PermissionCode;
  /** What the confirmation names (the row's title); a row that is gone answers the list. */
  load: Loader<Data>;
  perform: (api: SessionApi, args: RouteArgs) => Promise<unknown>;
  redirectTo: (args: RouteArgs) => string;
  success: string;
};

/** A delete confirmation: loader and action (a refusal stays in the dialog and the toast). */
export function deleteRoute<Data>(options: DeleteRouteOptions<Data>) {
  return {
    loader: guardedLoader(options.permission, options.load, options.redirectTo),
    action: async ({ request, params }: ActionFunctionArgs) =>
      handleDeleteAction(request, {
        permission: options.permission,
        perform: (api) => options.perform(api, { request, params }),
        redirectTo: () => options.redirectTo({ request, params }),
        success: options.success,
      }),
  };
}
