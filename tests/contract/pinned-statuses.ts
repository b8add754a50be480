import { endpoints, type Endpoint, type EndpointName } from "#contract/endpoints";

/**
 * What the pact pins (decision 030): one interaction per auth refusal of each auth style, and
 * every other status the app can receive. The API suite's permission matrix proves every
 * (endpoint, 401/403) pair; the pact only has to show a backend team how each refusal looks.
 */
export type AuthStyle = "token" | "permission";

/** Public endpoints have none; a token endpoint's own 403 (another user's profile) is no auth refusal. */
export function authStyle(endpoint: Endpoint): AuthStyle | undefined {
  if (!endpoint.auth) return undefined;
  return endpoint.permission === undefined ? "token" : "permission";
}

/** requireAuth answers 401; requirePermission after it answers 403. */
export const AUTH_REFUSALS: Record<AuthStyle, readonly number[]> = { token: [401], permission: [401, 403] };

/** Statuses of the table that no app call can receive, and why. Everything else is pinned. */
export const NOT_RECEIVED_BY_THE_APP: Partial<Record<EndpointName, Partial<Record<number, string>>>> = {
  media: {
    200: "the app never calls media/: browsers load the files from their URL",
    404: "the app never calls media/: browsers load the files from their URL",
  },
  // The marketplace calls it with its own token (decision 043); the app never does.
  userRequestSubmit: {
    201: "the marketplace submits requests; the app never does",
    400: "the marketplace submits requests; the app never does",
    401: "the marketplace submits requests; the app never does",
    403: "the marketplace submits requests; the app never does",
  },
  // getRequestStats always names a valid day (decision 049).
  userRequestStats: { 400: "getRequestStats always sends its own UTC day as a valid date" },
  roleOptions: {
    400: "listRoleOptions always asks for page 1 of 100 without ordering",
    404: "listRoleOptions always asks for page 1 of 100 without ordering",
  },
};

export type PactInteraction = {
  description: string;
  request: { method: string; path: string };
  response: { status: number; body?: unknown };
};

/** A DRF-nested 400 (decision 021): some field's errors are an object or a list of objects, not messages. */
function isNestedErrorBody(body: unknown): boolean {
  if (typeof body !== "object" || body === null) return false;
  return Object.values(body).some((value) => (Array.isArray(value) ? value.some((item) => typeof item === "object") : typeof value === "object" && value !== null));
}

function endpointOf(interaction: PactInteraction): EndpointName | undefined {
  const path = interaction.request.path.replace(/^\/api\/v1\//, "");
  const matches = (Object.entries(endpoints) as [EndpointName, Endpoint][]).filter(
    ([, endpoint]) =>
      endpoint.method === interaction.request.method && new RegExp(`^${endpoint.path.replace(/\{\w+\}/g, "[^/]+")}$`).test(path),
  );
  return matches.length === 1 ? matches[0]?.[0] : undefined;
}

/** Every way the pact breaks the rule; empty when it holds. */
export function pinnedStatusProblems(interactions: readonly PactInteraction[]): string[] {
  const problems: string[] = [];
  const pinned = new Map<string, string[]>();
  const refusals = new Map<string, string[]>();
  for (const interaction of interactions) {
    const name = endpointOf(interaction);
    const { status } = interaction.response;
    if (!name) {
      problems.push(`"${interaction.description}": ${interaction.request.method} ${interaction.request.path} is no endpoint of the table`);
      continue;
    }
    const endpoint: Endpoint = endpoints[name];
    if (!endpoint.statuses.includes(status)) problems.push(`"${interaction.description}": ${name} never answers ${status}`);
    const style = authStyle(endpoint);
    const key = style && AUTH_REFUSALS[style].includes(status) ? `${style} ${status}` : `${name} ${status}`;
    const into = key === `${name} ${status}` ? pinned : refusals;
    into.set(key, [...(into.get(key) ?? []), interaction.description]);
  }

  const styles = new Set(Object.values(endpoints).map((endpoint: Endpoint) => authStyle(endpoint)));
  for (const style of Object.keys(AUTH_REFUSALS) as AuthStyle[]) {
    if (!styles.has(style)) continue;
    for (const status of AUTH_REFUSALS[style]) {
      const found = refusals.get(`${style} ${status}`) ?? [];
      if (found.length !== 1) problems.push(`${style} endpoints: ${found.length} interactions answer ${status}, expected exactly one (${found.join("; ")})`);
    }
  }

  for (const [name, endpoint] of Object.entries(endpoints) as [EndpointName, Endpoint][]) {
    const style = authStyle(endpoint);
    for (const status of endpoint.statuses) {
      if (style && AUTH_REFUSALS[style].includes(status)) continue;
      const isPinned = pinned.has(`${name} ${status}`);
      const exempt = NOT_RECEIVED_BY_THE_APP[name]?.[status];
      if (!isPinned && !exempt) problems.push(`${endpoint.method} ${endpoint.path} ${status} (${name}) is not pinned`);
      if (isPinned && exempt) problems.push(`${name} ${status} is pinned: take it off the exemptions ("${exempt}")`);
    }
  }
  if (!interactions.some((interaction) => interaction.response.status === 400 && isNestedErrorBody(interaction.response.body))) {
    problems.push("no 400 interaction pins a nested error body (decision 021)");
  }
  return problems;
}
