// The bell's live count (decision 049): sent when it changes, ended by the tab, by a refused token
// and by the server's shutdown, so graceful shutdown never waits on an open stream.
import { afterEach, describe, expect, it } from "vitest";
import { registerEmbeddedApi } from "~/models/api.server";
import { closeUnreadStreams, unreadEventStream } from "~/utils/unread-stream.server";

afterEach(() => {
  closeUnreadStreams();
  registerEmbeddedApi(undefined);
});

/** The embedded API answering notifications/all/ with `unread()`, or 401 when it answers null. */
function fakeApi(unread: () => number | null): void {
  registerEmbeddedApi(async () => {
    const count = unread();
    if (count === null) return Response.json({ detail: "Invalid token." }, { status: 401 });
    return Response.json({ count: 0, next: null, previous: null, unread: count, results: [] });
  });
}

const fast = { checkMs: 5, heartbeatMs: 60_000, maxMs: 60_000 };

async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, done: (text: string) => boolean): Promise<string> {
  const decoder = new TextDecoder();
  let text = "";
  while (!done(text)) {
    const chunk = await reader.read();
    if (chunk.done) return `${text}<end>`;
    text += decoder.decode(chunk.value);
  }
  return text;
}

const events = (text: string) => [...text.matchAll(/event: unread\ndata: (\d+)\n\n/g)].map((match) => Number(match[1]));

describe("unreadEventStream", () => {
  it("sends the reconnect delay, then the count only when it changes", async () => {
    const counts = [3, 3, 3, 4, 4];
    fakeApi(() => counts.shift() ?? 4);
    const response = unreadEventStream(new Request("http://app.test/notifications/stream"), "t", fast);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    const text = await readUntil(response.body!.getReader(), (sofar) => events(sofar).length >= 2);
    expect(text.startsWith("retry: ")).toBe(true);
    expect(events(text)).toEqual([3, 4]);
  });

  it("ends when the tab goes, when the token is refused, and when the server shuts down", async () => {
    fakeApi(() => 1);
    const tab = new AbortController();
    const closedTab = unreadEventStream(new Request("http://app.test/notifications/stream", { signal: tab.signal }), "t", fast).body!.getReader();
    await readUntil(closedTab, (text) => events(text).length === 1);
    tab.abort();
    expect(await readUntil(closedTab, () => false)).toBe("<end>");

    let refuse = false;
    fakeApi(() => (refuse ? null : 1));
    const refused = unreadEventStream(new Request("http://app.test/notifications/stream"), "t", fast).body!.getReader();
    await readUntil(refused, (text) => events(text).length === 1);
    refuse = true;
    expect(await readUntil(refused, () => false)).toMatch(/<end>$/);

    fakeApi(() => 1);
    const open = unreadEventStream(new Request("http://app.test/notifications/stream"), "t", { ...fast, checkMs: 60_000 }).body!.getReader();
    await readUntil(open, (text) => events(text).length === 1);
    closeUnreadStreams();
    expect(await readUntil(open, () => false)).toBe("<end>");
  });

  it("ends by itself after its longest life, so the reconnect meets the session's guard again", async () => {
    fakeApi(() => 1);
    const reader = unreadEventStream(new Request("http://app.test/notifications/stream"), "t", { ...fast, maxMs: 30 }).body!.getReader();
    expect(await readUntil(reader, () => false)).toMatch(/<end>$/);
  });
});
