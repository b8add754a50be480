// The live badge's stream (decision 049): a signed-out tab is told to stop reconnecting (204)
// instead of being sent to /login, which an EventSource cannot follow.
import { beforeAll, describe, expect, it } from "vitest";
import { loader } from "~/routes/shell/notification-stream";

beforeAll(() => {
  process.env.SESSION_SECRET ??= "notification-stream-secret-0123456789abcdef";
});

describe("/notifications/stream", () => {
  it("answers 204 without a session", async () => {
    const answer = (await loader({ request: new Request("http://app.test/notifications/stream"), params: {}, context: { cspNonce: "" } })) as Response;
    expect(answer.status).toBe(204);
    expect(answer.body).toBeNull();
  });
});
