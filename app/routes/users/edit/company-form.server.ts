// The loader and action the client and agency edit routes share (spec §2 Edit forms; issue 13).
import { parse } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { Agency, Branch, Client } from "#contract/marketplace-user";
import { type AgencyUpdate, type ClientUpdate, BRANCHES_MAX, COMPANY_NAME_MAX, PERSON_NAME_MAX, REGISTRATION_NUMBER_MAX, URL_MAX, userEditMessages } from "#contract/user-edit";
import { getAgency } from "~/models/agency.server";
import { getClient } from "~/models/client.server";
import { fieldFiles, uploadFiles } from "~/models/file.server";
import { listCities, listCountries } from "~/models/location.server";
import { listTechnologyOptions } from "~/models/option-list.server";
import { requireAdmin } from "~/models/session.server";
import { updateAgency, updateClient } from "~/models/user-edit.server";
import { handleSubmitError } from "~/utils/action-error.server";
import { enterSearchRedirect } from "~/utils/enter-search.server";
import { unfinishedSubmissionReply } from "~/utils/form-action.server";
import { countryCityFallback, type CountryCityFallback } from "~/utils/location-fields.server";
import { routeId } from "~/utils/route-params";
import { safeRedirect } from "~/utils/safe-redirect";
import { redirectWithSuccess } from "~/utils/toast.server";
import { userKindPermissions, USERS_PATH } from "../users-list";
import { companyFormDefaults, companyFormSchema, toCompanyUserUpdate, type BranchWithCountry, type CompanyFormValue, type CompanyUserKind } from "./company-form-schema";

export type CountryEntry = { id: number; name: string; phone: string };

const COUNTRIES_PAGE = 100;

/** Every country (a few pages at most): their names label the country fields, their dial codes the phone. */
async function allCountries(): Promise<CountryEntry[]> {
  const countries: CountryEntry[] = [];
  for (let page = 1; ; page += 1) {
    const { results, next } = await listCountries({ page, page_size: COUNTRIES_PAGE });
    countries.push(...results.map(({ id, name, phone }) => ({ id, name, phone })));
    if (!next || results.length === 0) return countries;
  }
}

/**
 * A saved city's country: the API's user and branch name only the city. Found by searching the
 * city's own name; null if the search does not list it.
 */
async function countryOfCity(city: { id: number; display_name: string }): Promise<number | null> {
  const { results } = await listCities({ search: city.display_name, page_size: 20 });
  return results.find((found) => found.id === city.id)?.country ?? null;
}

/** The country of each saved branch's city: its country field must show the country to search the city in. */
async function withCountries(branches: readonly Branch[], countries: readonly CountryEntry[]): Promise<BranchWithCountry[]> {
  return Promise.all(
    branches.map(async (branch) => {
      const countryId = await countryOfCity(branch.city);
      const country = countries.find((item) => item.id === countryId);
      return { ...branch, country: country ? { id: country.id, name: country.name } : null };
    }),
  );
}

/**
 * Without JavaScript a new country leaves the city chosen before it in its select: the save would
 * keep that city and drop the new country without a word (the API takes only the city). A saved
 * city posted with another country is refused on its field. A city from a search was listed for
 * the country it was searched in.
 */
async function citiesOutsideTheirCountry(user: Client | Agency, value: CompanyFormValue): Promise<Record<string, string[]>> {
  const saved = new Map<number, string>();
  if (user.city) saved.set(user.city.id, user.city.display_name);
  for (const branch of user.branches) saved.set(branch.city.id, branch.city.display_name);
  const pairs = [{ field: "city", country: value.country, city: value.city }, ...value.branches.map((branch, index) => ({ field: `branches[${index}].city`, country: branch.country, city: branch.city }))];
  const errors: Record<string, string[]> = {};
  await Promise.all(
    pairs.map(async ({ field, country, city }) => {
      const name = saved.get(city);
      if (name === undefined) return;
      // Searched in the posted country: a city the search does not list there is refused, also
      // when another API v1's search misses it (failing closed).
      const { results } = await listCities({ country, search: name, page_size: 20 });
      if (!results.some((found) => found.id === city)) errors[field] = [userEditMessages.cityCountry];
    }),
  );
  return errors;
}

/** Where Back, Cancel and a save lead: the users list as the admin left it (`back=`), else the kind's tab. */
export function companyUsersBackHref(kind: CompanyUserKind, url: URL): string {
  return safeRedirect(url.searchParams.get("back"), `${USERS_PATH}?tab=${kind}`);
}

/** Row prefixes (`branches[2]`) of a payload's branch list. */
function branchPrefixes(payload: unknown): string[] {
  const branches = typeof payload === "object" && payload !== null ? (payload as { branches?: unknown }).branches : undefined;
  return Array.isArray(branches) ? branches.map((_, index) => `branches[${index}]`) : [];
}

export async function companyUserLoader(kind: CompanyUserKind, { request, params }: LoaderFunctionArgs) {
  const { api } = await requireAdmin(request, userKindPermissions[kind].change);
  const id = routeId(params);
  const url = new URL(request.url);
  const [user, countries, technologyOptions] = await Promise.all([
    kind === "client" ? api(getClient, id) : api(getAgency, id),
    allCountries(),
    kind === "agency" ? api(listTechnologyOptions) : Promise.resolve([]),
  ]);
  const branches = await withCountries(user.branches, countries);
  const dialCode = user.country?.phone;

  // Without JavaScript a city or country Search submits the form as a GET: the URL holds every
  // field, and the form comes back with them and the matches found.
  const roundTrip = url.searchParams.has("first_name");
  const searched = roundTrip ? parse(url.searchParams, { resolve: (value) => ({ value }) }).payload : null;
  const prefixes = ["", ...branchPrefixes(searched)];
  const fallbacks: Record<string, CountryCityFallback> = {};
  if (roundTrip) {
    await Promise.all(
      prefixes.map(async (prefix) => {
        const names = prefix ? { country: `${prefix}.country`, city: `${prefix}.city` } : undefined;
        fallbacks[prefix] = await countryCityFallback(url, names);
      }),
    );
  }

  // Technologies the agency holds stay choosable even when inactive now (the API keeps them too).
  const held = user.company && "technologies" in user.company ? user.company.technologies : [];
  const technologies = [...technologyOptions, ...held.filter((item) => !technologyOptions.some((option) => option.id === item.id))];

  const cities: Record<string, string> = {};
  if (user.city) cities[user.city.id] = user.city.display_name;
  for (const branch of branches) cities[branch.city.id] = branch.city.display_name;
  for (const fallback of Object.values(fallbacks)) for (const option of fallback.city.options) cities[option.id] = option.label;

  return {
    kind,
    user: {
      id: user.id,
      uid: user.uid,
      email: user.email,
      name: `${user.first_name} ${user.last_name}`.trim(),
      companyName: user.company?.name ?? "",
      pendingRequest: user.is_pending_request,
      profileImage: user.profile_image,
      identity: user.company?.identity ? { url: user.company.identity, name: user.company.file_name ?? undefined } : null,
      savedHeadOffice: branches.find((branch) => branch.is_head_quarter)?.id ?? null,
    },
    // Text as the browser posts it, Conform's defaultValue.
    defaultValue: (searched ?? companyFormDefaults(user, branches, dialCode)) as Record<string, unknown>,
    countries,
    cities,
    fallbacks: roundTrip ? fallbacks : null,
    technologies: technologies.map((item) => ({ value: String(item.id), label: item.title })),
    backHref: companyUsersBackHref(kind, url),
    pendingMessage: user.is_pending_request ? userEditMessages.pendingRequest(kind) : null,
    // The contract's limits travel as data: importing its module would bring zod to the browser.
    limits: { personName: PERSON_NAME_MAX, companyName: COMPANY_NAME_MAX, url: URL_MAX, registrationNumber: REGISTRATION_NUMBER_MAX, branches: BRANCHES_MAX },
  };
}
export type CompanyUserLoaderData = Awaited<ReturnType<typeof companyUserLoader>>;

export async function companyUserAction(kind: CompanyUserKind, { request, params }: ActionFunctionArgs) {
  const { api } = await requireAdmin(request, userKindPermissions[kind].change);
  const id = routeId(params);
  const user: Client | Agency = kind === "client" ? await api(getClient, id) : await api(getAgency, id);
  const schema = companyFormSchema(kind, { hasIdentity: Boolean(user.company?.identity) });
  const formData = await request.formData();
  const search = enterSearchRedirect(request, formData);
  if (search) return search;
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") return unfinishedSubmissionReply(submission);
  const value = submission.value;
  const misplaced = await citiesOutsideTheirCountry(user, value);
  if (Object.keys(misplaced).length > 0) return data(submission.reply({ fieldErrors: misplaced }), { status: 400 });
  try {
    const [image] = await api(uploadFiles, fieldFiles("profile_image", value.profile_image), { fileType: "image", checkDimension: false });
    const [identity] = await api(uploadFiles, fieldFiles("company.identity", value.company.identity), { fileType: "file", checkDimension: false });
    const dialCode = (await allCountries()).find((country) => country.id === value.country)?.phone;
    const body = toCompanyUserUpdate(value, dialCode, { profileImage: image?.id, identity: identity?.id });
    // The body has technologies exactly when the kind is an agency (the form schema's).
    await (kind === "client" ? api(updateClient, id, body as ClientUpdate) : api(updateAgency, id, body as AgencyUpdate));
  } catch (error) {
    return handleSubmitError(error, request, submission);
  }
  const message = kind === "client" ? userEditMessages.clientUpdated : userEditMessages.agencyUpdated;
  return redirectWithSuccess(companyUsersBackHref(kind, new URL(request.url)), message);
}
