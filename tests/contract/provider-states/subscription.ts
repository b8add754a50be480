import type { StateHandler } from "../verification";
import type { StateContext } from "../provider-states";
import type { SubscriptionState } from "../states/subscription";

export function subscriptionStateHandlers(_context: StateContext): Record<SubscriptionState, StateHandler> {
  return {};
}
