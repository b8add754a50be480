// Adds lock entries for optional platform packages the registry mirror could not describe,
// tagged with os/cpu/libc so `npm ci` skips them on every other platform without fetching.
import { readFileSync, writeFileSync } from "node:fs";

const lockPath = process.argv[2] ?? "package-lock.json";
const lock = JSON.parse(readFileSync(lockPath, "utf8"));
const packages = lock.packages;
const OS = ["android", "darwin", "freebsd", "linux", "win32", "openbsd", "openharmony", "sunos", "aix", "netbsd"];
const CPU = ["arm64", "x64", "arm", "ia32", "loong64", "ppc64", "riscv64", "s390x", "wasm32", "mips64el"];

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (packages[key] || packages[`${path}/node_modules/${name}`]) continue;
    const parts = name.split("/").pop().split("-");
    const os = parts.find((p) => OS.includes(p));
    const cpu = parts.find((p) => CPU.includes(p));
    if (!cpu) continue; // not a platform package (e.g. fsevents is handled by npm itself)
    const platform = { os: os ? [os] : undefined, cpu: [cpu] };
    if (parts.includes("musl")) platform.libc = ["musl"];
    else if (os === "linux" && parts.some((p) => p.startsWith("gnu"))) platform.libc = ["glibc"];
    packages[key] = { version: range, ...(entry.dev ? { dev: true } : {}), optional: true, ...platform };
    added++;
  }
}
const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))));
lock.packages = sorted;
writeFileSync(lockPath, JSON.stringify(lock, null, 2) + "\n");
console.log(`added ${added} platform entries`);
