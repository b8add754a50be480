export type HeldBody = { body: Uint8Array<ArrayBuffer>; release: () => void };

/**
 * The form bodies the server holds at once, read or waiting for a render slot (decision 080).
 * Counted as their bytes arrive, so a sender dribbling its bytes holds only what it sent; a body
 * that would take the total past `maxBytes` is dropped and its form refused.
 */
export function createFormBodyBudget(maxBytes: number) {
  let held = 0;
  return {
    /** The whole body, "over" past the budget, "broken" when the sender broke off. */
    async read(request: Request): Promise<HeldBody | "over" | "broken"> {
      const reader = request.body?.getReader();
      const chunks: Uint8Array[] = [];
      let size = 0;
      const giveBack = () => {
        held -= size;
        size = 0;
      };
      try {
        for (;;) {
          const chunk = await reader?.read();
          if (!chunk || chunk.done) break;
          size += chunk.value.byteLength;
          held += chunk.value.byteLength;
          if (held > maxBytes) {
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
  };
}
