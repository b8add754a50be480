import { describe, expect, it } from "vitest";
import { throttleKey } from "../../api/http";

describe("the address a throttle counts", () => {
  it("is the IPv4 address itself, also when written IPv4-mapped", () => {
    expect(throttleKey("203.0.113.7")).toBe("203.0.113.7");
    expect(throttleKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("is the /64 of an IPv6 address, so one host cannot rotate through its block", () => {
    expect(throttleKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(throttleKey("2001:0db8:0001:0002:bbbb:cccc:dddd:eeee")).toBe("2001:db8:1:2::/64");
    expect(throttleKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(throttleKey("::1")).toBe("0:0:0:0::/64");
  });

  it("keeps anything else as given, bounded", () => {
    expect(throttleKey("unknown")).toBe("unknown");
    expect(throttleKey("x".repeat(100))).toHaveLength(64);
  });
});
