// Every URL of the app and the module that answers it (decision 029). Route modules live in one
// folder per area under app/routes/; each folder also holds the area's forms, form schemas, list
// definitions and dialog factories, which are not routes because they are not listed here.
import { index, layout, route, type RouteConfig, type RouteConfigEntry } from "@remix-run/route-config";
import { withBenchExtraRoutes } from "../bench/extra-routes";

/**
 * Technology, profile type, skill and its sub skills: lists with add, edit and delete dialogs over
 * them, all answered by one dialog module that reads the area and the dialog from the URL.
 */
const masterDataDialog = (path: string, name: string) => route(path, "routes/master-data/dialog.tsx", { id: `routes/master-data/${name}` });

const masterData = [
  route("technology", "routes/master-data/technology.tsx", [
    masterDataDialog("add", "technology.add"),
    masterDataDialog(":id/edit", "technology.edit"),
    masterDataDialog(":id/delete", "technology.delete"),
  ]),
  route("profile-type", "routes/master-data/profile-type.tsx", [
    masterDataDialog("add", "profile-type.add"),
    masterDataDialog(":id/edit", "profile-type.edit"),
    masterDataDialog(":id/delete", "profile-type.delete"),
  ]),
  // A skill is edited on its own page, which lists its sub skills.
  route("skill", "routes/master-data/skill.tsx", [
    masterDataDialog("add", "skill.add"),
    masterDataDialog(":id/delete", "skill.delete"),
  ]),
  route("skill/:id", "routes/master-data/skill-page.tsx", [
    masterDataDialog("sub-skill/add", "sub-skill.add"),
    masterDataDialog("sub-skill/:subId/edit", "sub-skill.edit"),
    masterDataDialog("sub-skill/:subId/delete", "sub-skill.delete"),
  ]),
];

/** Long forms are pages of their own; deleting is a dialog over the list. */
const roles = [
  route("role", "routes/roles/roles.tsx", [route(":id/delete", "routes/roles/role.delete.tsx")]),
  route("role/add", "routes/roles/role.add.tsx"),
  route("role/edit/:id", "routes/roles/role.edit.tsx"),
];

const subAdmins = [
  route("sub-admin", "routes/sub-admins/sub-admins.tsx", [route(":id/delete", "routes/sub-admins/sub-admin.delete.tsx")]),
  route("sub-admin/add", "routes/sub-admins/sub-admin.add.tsx"),
  route("sub-admin/edit/:id", "routes/sub-admins/sub-admin.edit.tsx"),
  route("sub-admin/edit", "routes/sub-admins/sub-admin.edit-without-id.tsx"),
  // JSON for the sub-admin form: a role's permissions, fetched when a role is chosen.
  route("sub-admin/role-permissions", "routes/sub-admins/role-permissions.tsx"),
];

/** Subscription plans: `:type` is client, agency or freelancer, the list's tabs. */
const plans = [
  route("manage-subscription", "routes/plans/plans.tsx"),
  route("manage-subscription/:type/add", "routes/plans/plan.add.tsx"),
  route("manage-subscription/:type/edit/:id", "routes/plans/plan.edit.tsx"),
];

const contactUs = [route("contact-us", "routes/contact-us/contact-us.tsx")];

/** Marketplace users: the list with Delete User of each kind over it, and the detail pages. */
const userDelete = (kind: string) => route(`${kind}/:id/delete`, "routes/users/user.delete.tsx", { id: `routes/users/${kind}.delete` });
const manageUsers = [
  route("manage-users", "routes/users/users.tsx", [userDelete("client"), userDelete("agency"), userDelete("freelancer")]),
  route("manage-user/client-details/:id", "routes/users/client-details.tsx", [
    route("agency-log", "routes/users/client-agency-log.tsx"),
    route("assign-agency", "routes/users/client-assign-agency.tsx"),
  ]),
  // Tabs, pages and dialogs of the other detail pages are query parameters (decision 042).
  route("manage-user/agency-details/:id", "routes/users/agency-details.tsx"),
  route("manage-user/:agencyId/developer-details/:id", "routes/users/developer-details.tsx"),
  route("manage-user/freelancer-details/:id", "routes/users/freelancer-details.tsx"),
  // Edit User of a client or an agency (issue 13); the bare paths name no user: back to the list.
  route("manage-user/client-update/:id", "routes/users/edit/client-update.tsx"),
  route("manage-user/agency-update/:id", "routes/users/edit/agency-update.tsx"),
  route("manage-user/client-update", "routes/users/edit/company-update-without-id.tsx", { id: "routes/users/edit/client-update-without-id" }),
  route("manage-user/agency-update", "routes/users/edit/company-update-without-id.tsx", { id: "routes/users/edit/agency-update-without-id" }),
  // Freelancer edit (issue 13): each tab is a child route, so it is a link and works without JavaScript.
  route("manage-user/freelancer-update/:id", "routes/users/edit/freelancer-update.tsx", [
    index("routes/users/edit/freelancer-personal.tsx"),
    // Projects: Add / Edit Project are one dialog module (edit mode with a project id).
    route("projects", "routes/users/edit/freelancer-projects.tsx", [
      route("add", "routes/users/edit/freelancer-project-dialog.tsx", { id: "routes/users/edit/freelancer-project.add" }),
      route(":projectId/edit", "routes/users/edit/freelancer-project-dialog.tsx", { id: "routes/users/edit/freelancer-project.edit" }),
      route(":projectId/delete", "routes/users/edit/freelancer-project-delete.tsx"),
    ]),
    route("certificates", "routes/users/edit/freelancer-certificates.tsx", [route(":certificateId/delete", "routes/users/edit/freelancer-certificate-delete.tsx")]),
    route("professional", "routes/users/edit/freelancer-professional.tsx"),
  ]),
  route("manage-user/freelancer-update", "routes/users/edit/freelancer-update-without-id.tsx"),
];

/**
 * Request review lists (decision 046); their detail views are routes of their own. The agency
 * filter's options are JSON like the location lookups (a static segment outranks `lookups/:list`).
 */
const requestLists = [
  route("new-request", "routes/requests/new-request.tsx"),
  route("updated-request", "routes/requests/updated-request.tsx"),
  route("developer-requests", "routes/requests/developer-requests.tsx"),
  route("rejected-logs", "routes/requests/rejected-logs.tsx"),
];

/**
 * Request review's detail pages (decision 047): one module answers every kind's new, updated and
 * rejected views, reading the kind from the address. Pending views take children (the decision
 * dialogs); `Freelancer-view`, the spec's other spelling, matches too (paths are case-insensitive).
 */
const requestDetail = (path: string, name: string, children: RouteConfigEntry[] = []) =>
  route(path, "routes/requests/detail.tsx", { id: `routes/requests/${name}` }, children);
/** Approve and Reject of a pending request: dialogs over its detail page (decision 048). */
const decisions = (name: string) => [
  route("approve", "routes/requests/request.approve.tsx", { id: `routes/requests/${name}.approve` }),
  route("reject", "routes/requests/request.reject.tsx", { id: `routes/requests/${name}.reject` }),
];
const requestDetails = [
  requestDetail("new-requests/client-view/:id", "new-client-view", decisions("new-client-view")),
  requestDetail("new-requests/agency-view/:id", "new-agency-view", decisions("new-agency-view")),
  requestDetail("new-requests/freelancer-view/:id", "new-freelancer-view", decisions("new-freelancer-view")),
  requestDetail("updated-request/client-view/:id", "updated-client-view", decisions("updated-client-view")),
  requestDetail("updated-request/agency-view/:id", "updated-agency-view", decisions("updated-agency-view")),
  requestDetail("updated-request/freelancer-view/:id", "updated-freelancer-view", decisions("updated-freelancer-view")),
  requestDetail("developer-requests/:id", "developer-request", decisions("developer-request")),
  requestDetail("rejected-logs/client-view/:id", "rejected-client-view"),
  requestDetail("rejected-logs/agency-view/:id", "rejected-agency-view"),
  requestDetail("rejected-logs/freelancer-view/:id", "rejected-freelancer-view"),
  requestDetail("rejected-logs/agency-developer-view/:id", "rejected-agency-developer-view"),
];

export default [
  // Signed out: sign-in, password reset and invitation pages share the public layout.
  layout("routes/account/public-layout.tsx", [
    // "/" is the sign-in page too (spec §2).
    index("routes/account/login.tsx", { id: "routes/account/login-at-home" }),
    route("login", "routes/account/login.tsx"),
    route("forgot-password", "routes/account/forgot-password.tsx"),
    route("password-reset/:uid/:token", "routes/account/password-reset.tsx"),
    route("accept-user-invitation/:uid/:token", "routes/account/accept-invitation.tsx"),
  ]),
  route("logout", "routes/account/logout.tsx"),

  // Signed in: the shell (top bar, menu, notification drawer) around every admin page.
  layout(
    "routes/shell/admin-layout.tsx",
    withBenchExtraRoutes(process.env, [
      route("dashboard", "routes/shell/dashboard.tsx"),
      // The benchmark's signed-in floor: the layout and one static line (decision 069).
      route("bench-signed-in", "routes/shell/bench-signed-in.tsx"),
      route("user-profile", "routes/account/user-profile.tsx"),
      // "Export CSV" of every list: /export/technology.csv?search=..., /export/sub-skill.csv?skill=12.
      route("export/:file", "routes/shell/export.tsx"),
      ...masterData,
      ...roles,
      ...subAdmins,
      ...plans,
      ...contactUs,
      ...manageUsers,
      ...requestLists,
      ...requestDetails,
    ]),
  ),
  // The notification drawer's JSON pages and its POSTs.
  route("notifications", "routes/shell/notifications.tsx"),
  route("notifications/:id/read", "routes/shell/notification-read.tsx"),
  route("notifications/read-all", "routes/shell/notifications-read-all.tsx"),
  route("notifications/stream", "routes/shell/notification-stream.tsx"),

  // JSON of keyboard triage: where `j` / `k` lead from a request in the list the admin came from.
  route("request-triage/:direction/:id", "routes/requests/triage-step.tsx"),

  // JSON options of the country and city combo boxes, searched as the user types.
  route("lookups/:list", "routes/location/lookup.tsx"),
  route("lookups/agencies", "routes/requests/agency-lookup.tsx"),
  route("lookups/languages", "routes/users/edit/language-lookup.tsx"),
  route("lookups/sub-skills", "routes/users/edit/freelancer-professional-sub-skills.tsx"),

  route("notfound", "routes/shell/not-found.tsx"),
  // Where the server hands a form past its body cap (FORM_TOO_LARGE_PATH).
  route("request-too-large", "routes/shell/request-too-large.tsx"),
  route("bench-baseline", "routes/shell/bench-baseline.tsx"),
  // Any unknown path: the 404 page with a 404 status (spec §2).
  route("*", "routes/shell/not-found.tsx", { id: "routes/shell/not-found-catch-all" }),
] satisfies RouteConfig;
