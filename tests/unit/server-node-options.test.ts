import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_OPTIONS } from "../../server/config";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

// `npm run bench` starts the server with SERVER_NODE_OPTIONS itself (bench/support.ts); what it
// measures is what `npm start` and the image run only while these say the same (decision 068).
describe("the server's V8 flags", () => {
  it("are the same in npm start, npm run profile and the Dockerfile", () => {
    const scripts = (JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts;
    expect(scripts.start).toContain(`NODE_OPTIONS="${SERVER_NODE_OPTIONS} $NODE_OPTIONS" tsx server/start.ts`);
    expect(scripts.profile).toContain(`NODE_OPTIONS="${SERVER_NODE_OPTIONS} $NODE_OPTIONS" tsx bench/profile.ts`);
    expect(read("Dockerfile")).toMatch(new RegExp(`^\\s+NODE_OPTIONS=${SERVER_NODE_OPTIONS} \\\\$`, "m"));
  });
});
