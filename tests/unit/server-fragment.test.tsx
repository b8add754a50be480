// Server fragments (decision 064): markup rendered once per key on the server must be exactly
// what the page's own render writes, so the browser hydrates it as if nothing were cached.
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import type { RequestStats } from "#contract/request-stats";
import { filterNavigation, navigation } from "~/navigation";
import { ReviewQueue } from "~/routes/shell/review-queue";
import { FragmentRendererProvider, ServerFragment, type FragmentRenderer } from "~/ui/server-fragment";
import { Sidebar } from "~/ui/shell/sidebar";
import { createFragmentRenderer } from "~/utils/fragment-cache.server";

/** The page's string render, as entry.server does it, with or without a fragment renderer. */
async function render(element: ReactNode, renderer: FragmentRenderer | null, path = "/"): Promise<string> {
  const handler = createStaticHandler([{ path: "*", element }]);
  const context = await handler.query(new Request(`http://x${path}`));
  if (context instanceof Response) throw new Error("unexpected redirect");
  return renderToString(
    <FragmentRendererProvider value={renderer}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </FragmentRendererProvider>,
  );
}

function stats(approvedToday: number): RequestStats {
  const per_day = Array.from({ length: 30 }, (_, index) => ({
    date: `2026-11-${String(index + 1).padStart(2, "0")}`,
    approved: index === 29 ? approvedToday : index % 4,
    rejected: index % 3,
  }));
  return {
    date: "2026-11-30",
    pending: [3, 4, 5, 6].map((user_type) => ({ user_type, new: user_type, update: user_type * 2 })),
    decided_today: approvedToday,
    decided_last_7_days: 12 + approvedToday,
    median_decision_seconds: 5400,
    per_day,
  };
}

describe("ServerFragment", () => {
  it("writes the sidebar as the plain render does, on a first render and from the cache, for each active entry and permission set", async () => {
    const renderer = createFragmentRenderer();
    const sets = [navigation, filterNavigation(navigation, ["main.view_dashboard", "common.view_technology", "user.view_userrequest"])];
    for (const items of sets) {
      for (const path of ["/dashboard", "/technology", "/technology/add", "/new-request", "/rejected-logs/client-view/3", "/unknown"]) {
        const plain = await render(<Sidebar items={items} />, null, path);
        expect(await render(<Sidebar items={items} />, renderer, path)).toBe(plain);
        expect(await render(<Sidebar items={items} />, renderer, path)).toBe(plain);
      }
    }
    const technology = await render(<Sidebar items={navigation} />, renderer, "/technology");
    expect(/<a [^>]*href="\/technology"[^>]*>/.exec(technology)?.[0]).toContain('aria-current="page"');
    expect(/<a [^>]*href="\/dashboard"[^>]*>/.exec(technology)?.[0]).not.toContain("aria-current");
  });

  it("writes the review queue as the plain render does, and new figures give new markup", async () => {
    const renderer = createFragmentRenderer();
    for (const approved of [0, 7, 0]) {
      const plain = await render(<ReviewQueue stats={stats(approved)} />, null);
      expect(await render(<ReviewQueue stats={stats(approved)} />, renderer)).toBe(plain);
    }
    expect(await render(<ReviewQueue stats={stats(7)} />, renderer)).not.toBe(await render(<ReviewQueue stats={stats(0)} />, renderer));
  });

  it("names each count of the review queue in the singular for one request (decision 086)", async () => {
    const oneOrTwo = { ...stats(0), pending: [{ user_type: 4, new: 1, update: 2 }] };
    const html = await render(<ReviewQueue stats={oneOrTwo} />, null);
    expect(html).toContain('1<span class="sr-only"> <!-- -->pending new agency request</span>');
    expect(html).toContain('2<span class="sr-only"> <!-- -->pending agency update requests</span>');
  });

  it("renders each key once, and forgets the least recently used key past its bound", async () => {
    const renderer = createFragmentRenderer(2);
    const renders: string[] = [];
    const fragment = (key: string) => (
      <ServerFragment
        as="div"
        cacheKey={key}
        render={() => {
          renders.push(key);
          return <p>{key}</p>;
        }}
      />
    );
    const page = (key: string) => renderToString(<FragmentRendererProvider value={renderer}>{fragment(key)}</FragmentRendererProvider>);
    expect(page("a")).toBe("<div><p>a</p></div>");
    page("a");
    page("b");
    page("a"); // a is now the most recently used: c pushes b out
    page("c");
    page("a");
    page("b");
    expect(renders).toEqual(["a", "b", "c", "b"]);
  });

  it("renders its content as usual where no renderer is given (the browser)", () => {
    const html = renderToString(<ServerFragment as="ul" className="list" cacheKey="k" render={() => <li>one</li>} />);
    expect(html).toBe('<ul class="list"><li>one</li></ul>');
  });
});
