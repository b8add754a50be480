import type { StateHandler } from "../verification";
import type { StateContext } from "../provider-states";
import type { SkillState } from "../states/skill";

export function skillStateHandlers(_context: StateContext): Record<SkillState, StateHandler> {
  return {};
}
