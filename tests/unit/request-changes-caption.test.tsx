import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { REQUEST_STATUS } from "#contract/user-request";
import { RequestChanges } from "~/routes/requests/request-profile-changes";
import type { ProfileChange } from "~/routes/requests/request-profile-diff";

const changes: ProfileChange[] = [{ kind: "value", field: "last_name", label: "Last Name", was: "Decision", now: "Renamed" }];

describe("the Changes section's caption", () => {
  it("says what approving would change while the request is pending", () => {
    expect(renderToStaticMarkup(<RequestChanges changes={changes} status={REQUEST_STATUS.pending} />)).toContain("What approving this request changes on the live profile.");
  });

  it("does not say approving changes anything once the request was rejected", () => {
    const html = renderToStaticMarkup(<RequestChanges changes={changes} status={REQUEST_STATUS.rejected} />);
    expect(html).not.toContain("What approving this request changes");
    expect(html).toContain("It was rejected, so the live profile kept its values.");
  });

  it("says an approved request's differences are changes made since", () => {
    const html = renderToStaticMarkup(<RequestChanges changes={changes} status={REQUEST_STATUS.approved} />);
    expect(html).not.toContain("What approving this request changes");
    expect(html).toContain("It was approved; what differs below changed on the live profile since.");
  });
});
