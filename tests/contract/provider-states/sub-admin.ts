import type { StateHandler } from "../verification";
import type { StateContext } from "../provider-states";
import type { SubAdminState } from "../states/sub-admin";

export function subAdminStateHandlers(_context: StateContext): Record<SubAdminState, StateHandler> {
  return {};
}
