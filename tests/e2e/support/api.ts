// API v1 through the e2e server, with a token: tests create the rows they need here instead of
// walking the screens that add them (each screen's own add form has its own test).
import { randomBytes } from "node:crypto";
import { expect, request, type APIRequestContext, type TestInfo } from "@playwright/test";
import { linkPath, waitForMail } from "./outbox";

const API = "/api/v1/";

export type Row = { id: number };
export type MasterDataInput = {
  title: string;
  description?: string;
  status?: 0 | 1;
};
export type PlanInput = {
  name: string;
  user_type: number;
  amount: string;
  currency: number;
  recurring: number;
  num_of_jobs?: number;
  num_of_developers?: number;
  tax_percentage?: string;
  description?: string;
  plan_details?: string;
  status?: "0" | "1";
};
type Option = { id: number; name: string; code?: string };

/** A request context signed in to API v1 with the token of `username`. */
export async function apiContext(baseURL: string, username: string, password: string): Promise<APIRequestContext> {
  const anonymous = await request.newContext({ baseURL });
  const login = await anonymous.post(`${API}login/`, {
    data: { username, password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  await anonymous.dispose();
  return request.newContext({
    baseURL,
    // A connection per call: a kept-alive one the server closes after 5 idle seconds could be
    // reused at that very moment and fail the call with ECONNRESET (seen under load).
    extraHTTPHeaders: { Authorization: `Token ${token}`, Connection: "close" },
  });
}

/** The calls the specs make to set up data; each fails the test with the API's answer if refused. */
export class AdminApi {
  private permissionIds?: Map<string, number>;

  constructor(private readonly context: APIRequestContext, private readonly baseURL: string) {}

  async create<T extends Row>(path: string, data: object): Promise<T> {
    const response = await this.context.post(`${API}${path}`, { data });
    expect(response.status(), `POST ${path}: ${await response.text()}`).toBe(201);
    return (await response.json()) as T;
  }

  async update<T>(path: string, data: object): Promise<T> {
    const response = await this.context.patch(`${API}${path}`, { data });
    expect(response.status(), `PATCH ${path}: ${await response.text()}`).toBe(200);
    return (await response.json()) as T;
  }

  async get<T>(path: string): Promise<T> {
    const response = await this.context.get(`${API}${path}`);
    expect(response.status(), `GET ${path}: ${await response.text()}`).toBe(200);
    return (await response.json()) as T;
  }

  technology = (input: MasterDataInput) => this.create<Row>("technology/", { description: "", status: 1, ...input });
  profileType = (input: MasterDataInput) => this.create<Row>("profile-type/", { description: "", status: 1, ...input });
  skill = (input: MasterDataInput & { parent?: number }) => this.create<Row>("skill/", { description: "", status: 1, ...input });

  /** A role with permissions given by code (`common.view_skill`). */
  async role(name: string, codes: readonly string[]): Promise<Row> {
    return this.create("roles/", {
      name,
      permissions: await this.permissions(codes),
    });
  }

  /** An invited (inactive) sub admin holding the role and its permissions. */
  async subAdmin(email: string, roleId: number, codes: readonly string[]): Promise<Row> {
    return this.create("user-invitation/", {
      email,
      groups: roleId,
      user_permissions: await this.permissions(codes),
    });
  }

  /** Accepts the invitation mailed to `email` through API v1, as the invitation page does. */
  async acceptInvitation(email: string, names: { first_name: string; last_name: string }, password = "Sub#Pass42"): Promise<void> {
    const [, uid, token] = /^\/accept-user-invitation\/([^/]+)\/([^/]+)/.exec(linkPath(await waitForMail(email), "/accept-user-invitation/")) ?? [];
    const anonymous = await request.newContext({ baseURL: this.baseURL });
    const response = await anonymous.post(`${API}accept-user-invitation-confirm/`, {
      data: { ...names, new_password1: password, new_password2: password, uid, token },
    });
    expect(response.status(), `accept the invitation of ${email}: ${await response.text()}`).toBe(200);
    await anonymous.dispose();
  }

  async plan(input: PlanInput): Promise<Row> {
    return this.create("subscription-plan/", input);
  }

  /** Option ids by label: a currency by code (`USD`), a recurring period by name (`Monthly`). */
  async currency(code: string): Promise<number> {
    return idOf(await this.get<Option[]>("currency/"), (option) => option.code === code, code);
  }

  async recurring(name: string): Promise<number> {
    return idOf(await this.get<Option[]>("recurring/"), (option) => option.name === name, name);
  }

  private async permissions(codes: readonly string[]): Promise<number[]> {
    this.permissionIds ??= new Map((await this.get<{ id: number; value: string }[]>("permissions/")).map((permission) => [permission.value, permission.id]));
    return codes.map((code) => {
      const id = this.permissionIds?.get(code);
      if (id === undefined) throw new Error(`no permission ${code}`);
      return id;
    });
  }
}

function idOf(options: Option[], match: (option: Option) => boolean, label: string): number {
  const option = options.find(match);
  if (!option) throw new Error(`no option ${label} in ${JSON.stringify(options)}`);
  return option.id;
}

/**
 * A name no other test uses: one word (so a search for it matches nothing else; "js" is inside
 * "nojs", hence the project in the middle), the project, a tag and a random part.
 */
export function uniqueName(testInfo: TestInfo, tag: string): string {
  return `E2E-${testInfo.project.name}-${tag}-${randomBytes(3).toString("hex")}`;
}
