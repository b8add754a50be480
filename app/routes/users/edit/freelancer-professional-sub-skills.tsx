import { type LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/models/session.server";
import { sentIds } from "./freelancer-professional-form";
import { subSkillChoices } from "./freelancer-professional.server";

/**
 * JSON for the Professional Details tab: the sub skills of the ticked skills, fetched as soon as
 * the ticks change (/lookups/sub-skills?parent=3&parent=8). No skill answers none.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireAdmin(request, "user.can_change_freelancer");
  const skills = sentIds(new URL(request.url).searchParams.getAll("parent")).slice(0, 100);
  const options = await subSkillChoices(api, skills);
  return Response.json({ options: options.map((option) => ({ id: option.value, label: option.label })) });
}
