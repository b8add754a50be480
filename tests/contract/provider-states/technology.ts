import type { StateHandler } from "../verification";
import type { StateContext } from "../provider-states";
import type { TechnologyState } from "../states/technology";

export function technologyStateHandlers(_context: StateContext): Record<TechnologyState, StateHandler> {
  return {};
}
