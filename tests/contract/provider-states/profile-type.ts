import type { StateHandler } from "../verification";
import type { StateContext } from "../provider-states";
import type { ProfileTypeState } from "../states/profile-type";

export function profileTypeStateHandlers(_context: StateContext): Record<ProfileTypeState, StateHandler> {
  return {};
}
