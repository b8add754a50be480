import { technologyStates } from "./states/technology";
import { profileTypeStates } from "./states/profile-type";
import { skillStates } from "./states/skill";
import { roleStates } from "./states/role";
import { subAdminStates } from "./states/sub-admin";
import { subscriptionStates } from "./states/subscription";
import { contactUsStates } from "./states/contact-us";
import { rateLimitStates } from "./states/rate-limit";
import { marketplaceUserStates } from "./states/marketplace-user";
import { userRequestStates } from "./states/user-request";
import { userEditStates } from "./states/user-edit";
/**
 * Provider states of the backoffice-app → backoffice-api-v1 pact, shared by the consumer tests
 * and the provider's state handlers so that a name cannot drift between them.
 */
const coreStates = {
  /** No session: calls without a token, or whose token the provider must refuse. */
  anonymous: "no one is signed in",
  /** The request carries a token the provider does not know (expired or logged out): 401. */
  invalidToken: "the request's token is not valid",
  /**
   * A staff superuser `PACT_ADMIN` with password `PACT_ADMIN_PASSWORD`, names Pact Admin, no
   * profile image, e-mail pact-admin@example.com, no user type, signed in: the Authorization header
   * must carry one of its valid tokens. Returns `{ userId, token }` (a fresh token).
   */
  adminSignedIn: "the admin is signed in",
  /** Another staff user exists. Returns `{ otherUserId }`. */
  otherUserExists: "another user exists",
  /** An active user `PACT_USER` with password `PACT_USER_PASSWORD` and e-mail `PACT_USER_EMAIL`, no failed logins. */
  userExists: "a user exists with known credentials",
  /** `PACT_THROTTLED_USER` has had 5 failed logins from the verifier's address in the last minutes: login answers 429. */
  loginThrottled: "login for a user is throttled",
  /** An unused, unexpired reset link for `PACT_USER`. Returns `{ uid, token }`. */
  resetLinkValid: "a valid password reset link exists",
  /** An unused, unexpired invitation for a new, not yet active user. Returns `{ uid, token }`. */
  invitationLinkValid: "a valid invitation link exists",
  /** The seeded countries and cities (India with Mumbai among them). Returns `{ countryId }` (India). */
  countriesExist: "countries and cities exist",
  /**
   * The signed-in admin has exactly 2 notifications, both unread, whose actor has no profile
   * image. Returns `{ notificationId }` (one of them).
   */
  adminHasNotifications: "the admin has unread notifications",
  /** A staff user holding no permission beyond ALWAYS_GRANTED is signed in: guarded calls answer 403. */
  unprivilegedStaffSignedIn: "a staff user without permissions is signed in",
} as const;

/** Every state: issue 2's above, then one module per resource under states/. */
export const states = {
  ...coreStates,
  ...technologyStates,
  ...profileTypeStates,
  ...skillStates,
  ...roleStates,
  ...subAdminStates,
  ...subscriptionStates,
  ...contactUsStates,
  ...rateLimitStates,
  ...marketplaceUserStates,
  ...userRequestStates,
  ...userEditStates,
} as const;

export type ProviderState = (typeof states)[keyof typeof states];

// Fixed data the pact's requests carry: a backend must set up these users for their states.
/** The signed-in superuser's username. */
export const PACT_ADMIN = "pact-admin";
/** Its password: the sign-in and password-change interactions send it. */
export const PACT_ADMIN_PASSWORD = "Pact#admin1";
/** The staff user the sign-in and reset interactions use. */
export const PACT_USER = "pact-user";
export const PACT_USER_PASSWORD = "Pact#user1";
export const PACT_USER_EMAIL = "pact-user@example.com";
/** The username whose sign-in is throttled. */
export const PACT_THROTTLED_USER = "pact-throttled";
