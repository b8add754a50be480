// Provider states of the manage-users interactions (names only: the consumer tests import them).

/** The one client, agency and freelancer a search for PACT_MARKETPLACE_SEARCH finds, each. */
export const PACT_MARKETPLACE_SEARCH = "pact-market";

export const marketplaceUserStates = {
  /**
   * Exactly one client, one agency and one freelancer whose uid starts with PACT_MARKETPLACE_SEARCH
   * (clients and agencies with a company and a head-office branch in Mumbai); the agency has one
   * developer; the developer and the freelancer each have a portfolio, one project and one
   * certificate. Returns `{ clientId, agencyId, developerId, freelancerId }`.
   */
  marketplaceUsersExist: "a client, an agency with a developer and a freelancer exist",
  /** A client, an agency and a freelancer that DELETE may delete. Returns `{ clientId, agencyId, freelancerId }`. */
  deletableUsersExist: "a client, an agency and a freelancer that may be deleted exist",
  /**
   * A client and a freelancer each with a pending request, and an agency with one developer:
   * DELETE refuses them. Returns `{ clientId, agencyId, freelancerId }`.
   */
  undeletableUsersExist: "a client and a freelancer with pending requests and an agency with a developer exist",
} as const;

export type MarketplaceUserState = (typeof marketplaceUserStates)[keyof typeof marketplaceUserStates];
