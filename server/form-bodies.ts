export type HeldBody = { body: Uint8Array<ArrayBuffer>; release: () => void };

/**
 * The form bodies the server holds at once, read or waiting for a render slot (decision 080).
 * Counted as their bytes arrive, so a sender dribbling its bytes holds only what it sent; a body
 * that would take the total past `maxBytes`, or its client's part past `maxBytesPerClient`, is
 * dropped and its form refused. The share keeps one address from filling the whole budget and
 * every form post (sign-in too) from being refused (decision 087).
 */
export function createFormBodyBudget(maxBytes: number, maxBytesPerClient = maxBytes) {
  let held = 0;
  const heldByClient = new Map<string, number>();
  const add = (client: string, bytes: number) => {
    held += bytes;
    const now = (heldByClient.get(client) ?? 0) + bytes;
    if (now === 0) heldByClient.delete(client);
    else heldByClient.set(client, now);
    return now;
  };
  return {
    /** The whole body, "over" past the budget or the client's share, "broken" when the sender broke off. */
    async read(request: Request, client = ""): Promise<HeldBody | "over" | "broken"> {
      const reader = request.body?.getReader();
      const chunks: Uint8Array[] = [];
      let size = 0;
      const giveBack = () => {
        add(client, -size);
        size = 0;
      };
      try {
        for (;;) {
          const chunk = await reader?.read();
          if (!chunk || chunk.done) break;
          size += chunk.value.byteLength;
          const clientHeld = add(client, chunk.value.byteLength);
          if (held > maxBytes || clientHeld > maxBytesPerClient) {
            giveBack();
            await reader?.cancel().catch(() => undefined);
            return "over";
          }
          chunks.push(chunk.value);
        }
      } catch {
        giveBack();
        return "broken";
      }
      let released = false;
      return {
        body: Buffer.concat(chunks) as Uint8Array<ArrayBuffer>,
        release: () => {
          if (released) return;
          released = true;
          giveBack();
        },
      };
    },
    /** Bytes held now. */
    get held() {
      return held;
    },
    /** Bytes held now for one client. */
    heldBy(client: string): number {
      return heldByClient.get(client) ?? 0;
    },
  };
}
