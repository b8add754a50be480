// The page every request detail route renders (decision 047): the top bar with the decision slot,
// the rejection reason on the rejection log's views, the requested profile, then on an update
// its changes against the live profile, and the decision history.
import type { ReactNode } from "react";
import type { RequestDetailData } from "./detail.server";
import { CompanyRequestProfile, PortfolioRequestProfile, RejectionReason, RequestTopBar } from "./request-profile";
import { RequestChanges } from "./request-profile-changes";
import { DecisionHistory } from "./request-profile-history";

type RequestDetailPageProps = {
  data: RequestDetailData;
  /** The decision buttons, at the top beside Back. */
  actions?: ReactNode;
  /** The decision dialogs (child routes' `<Outlet />`). */
  children?: ReactNode;
};

export function RequestDetailPage({ data, actions, children }: RequestDetailPageProps) {
  const portfolio = data.kind === "freelancer" || data.kind === "agency-developer";
  return (
    <>
      <RequestTopBar data={data} actions={actions} />
      {data.section === "rejected" ? <RejectionReason handledBy={data.request.request_handled_by} message={data.request.rejection_message} /> : null}
      {portfolio ? <PortfolioRequestProfile data={data} /> : <CompanyRequestProfile data={data} />}
      <RequestChanges changes={data.changes} status={data.request.status} notPermitted={data.liveNotPermitted} />
      <DecisionHistory history={data.history} />
      {children}
    </>
  );
}

const TITLES: Record<RequestDetailData["kind"], string> = {
  client: "Client Request",
  agency: "Agency Request",
  freelancer: "Freelancer Request",
  "agency-developer": "Developer Request",
};

/** The page's title: the person's or company's name and what kind of request it is. */
export function requestDetailTitle(data: RequestDetailData | undefined, fallback: RequestDetailData["kind"]): string {
  const kind = data?.kind ?? fallback;
  const name = data ? data.profile.company?.name || `${data.profile.first_name} ${data.profile.last_name}`.trim() : "";
  return `${name ? `${name} | ` : ""}${TITLES[kind]} | Backoffice`;
}
