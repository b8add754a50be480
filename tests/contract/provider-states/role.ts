import type { StateHandler } from "../verification";
import type { StateContext } from "../provider-states";
import type { RoleState } from "../states/role";

export function roleStateHandlers(_context: StateContext): Record<RoleState, StateHandler> {
  return {};
}
