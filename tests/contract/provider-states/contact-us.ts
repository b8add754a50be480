import type { StateHandler } from "../verification";
import type { StateContext } from "../provider-states";
import type { ContactUsState } from "../states/contact-us";

export function contactUsStateHandlers(_context: StateContext): Record<ContactUsState, StateHandler> {
  return {};
}
