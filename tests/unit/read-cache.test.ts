import type { PGlite } from "@electric-sql/pglite";
import { describe, expect, it, vi } from "vitest";
import { ReadCache, watchWrites } from "../../api/read-cache";

const answer = (body: string) => ({ status: 200, headers: [["content-type", "application/json"]] as [string, string][], body });
const validCheck = (expiry: Date) =>
  ({ status: "valid", tokenId: 1, expiry, user: {}, permissionCodes: [] }) as unknown as Parameters<ReadCache["storeToken"]>[1];

describe("ReadCache", () => {
  it("drops what a read stores when a write happened since it started", () => {
    const cache = new ReadCache();
    const started = cache.generation;
    cache.written();
    cache.storeAnswer("key", answer("old"), started);
    expect(cache.answer("key")).toBeUndefined();
    cache.storeAnswer("key", answer("new"), cache.generation);
    expect(cache.answer("key")?.body).toBe("new");
  });

  it("forgets every answer and token check at a write", () => {
    const cache = new ReadCache();
    const now = new Date("2026-01-01T00:00:00Z");
    cache.storeAnswer("key", answer("[]"), cache.generation);
    cache.storeToken("token", validCheck(new Date(now.getTime() + 60_000)), cache.generation);
    expect(cache.token("token", now)).toBeDefined();
    cache.written();
    expect(cache.answer("key")).toBeUndefined();
    expect(cache.token("token", now)).toBeUndefined();
  });

  it("does not answer for a token that has expired since its check", () => {
    const cache = new ReadCache();
    const expiry = new Date("2026-01-01T00:00:00Z");
    cache.storeToken("token", validCheck(expiry), cache.generation);
    expect(cache.token("token", new Date(expiry.getTime() - 1))).toBeDefined();
    expect(cache.token("token", expiry)).toBeUndefined();
  });
});

describe("watchWrites", () => {
  function fakeClient() {
    return {
      query: vi.fn(async () => ({ rows: [] })),
      exec: vi.fn(async () => []),
      transaction: vi.fn(async (run: (tx: unknown) => Promise<unknown>) => run({})),
    } as unknown as PGlite;
  }

  it("counts every statement but a SELECT as a write, and every transaction, also when it fails", async () => {
    const client = fakeClient();
    const written = vi.fn();
    watchWrites(client, written);
    await client.query("select 1");
    await client.query("  SELECT * from technology");
    expect(written).not.toHaveBeenCalled();
    await client.query("insert into technology values (1)");
    await client.query("with gone as (delete from technology returning id) select id from gone");
    await client.exec("select 1; delete from technology");
    await client.transaction(async () => undefined);
    await expect(client.transaction(async () => Promise.reject(new Error("rolled back")))).rejects.toThrow("rolled back");
    expect(written).toHaveBeenCalledTimes(5);
  });
});
