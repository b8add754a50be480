// Submissions as the marketplace sends them (POST user-request/), with master data of their own,
// for the request-review API tests, the race test and the Pact provider states.
import { eq } from "drizzle-orm";
import { USER_TYPES } from "#contract/constants";
import type { SubmissionBody } from "#contract/user-request";
import type { Db } from "../../api/db/client";
import * as tables from "../../api/db/schema";
import { cityId } from "./marketplace-fixtures";

export type SubmissionOptions = { technologies: number[]; skills: number[]; profileType: number; proficiency: number; salaryType: number; city: number; language: string };

let serial = 0;

/** Active master data a submission may name. */
export async function submissionOptions(db: Db): Promise<SubmissionOptions> {
  const tag = `${process.pid}-${++serial}-${Date.now() % 100000}`;
  const technologies = await db
    .insert(tables.technology)
    .values([1, 2, 3].map((n) => ({ title: `Request tech ${tag} ${n}`, description: "", status: 1 })))
    .returning({ id: tables.technology.id });
  const skills = await db
    .insert(tables.skill)
    .values([1, 2].map((n) => ({ title: `Request skill ${tag} ${n}`, description: "", status: 1 })))
    .returning({ id: tables.skill.id });
  const [profileType] = await db.insert(tables.profileType).values({ title: `Request profile ${tag}`, description: "", status: 1 }).returning({ id: tables.profileType.id });
  const [proficiency] = await db.select({ id: tables.proficiency.id }).from(tables.proficiency).limit(1);
  const [period] = await db.select({ id: tables.recurringPeriod.id }).from(tables.recurringPeriod).limit(1);
  const [language] = await db.select({ code: tables.language.code }).from(tables.language).where(eq(tables.language.code, "en")).limit(1);
  if (!profileType || !proficiency || !period || !language) throw new Error("seeded master data missing");
  return {
    technologies: technologies.map((row) => row.id),
    skills: skills.map((row) => row.id),
    profileType: profileType.id,
    proficiency: proficiency.id,
    salaryType: period.id,
    city: await cityId(db, "Mumbai"),
    language: language.code,
  };
}

const uniqueTag = () => `${++serial}${Math.random().toString(36).slice(2, 7)}`;

/** A registration of that type; an agency developer needs `agency`. */
export function registration(type: 3 | 4 | 5 | 6, options: SubmissionOptions, extra: Partial<SubmissionBody> = {}): SubmissionBody {
  const tag = uniqueTag();
  const person = {
    user_type: type,
    is_new_registered: true,
    uid: `RQ${tag}`.slice(0, 20),
    first_name: "Request",
    last_name: `Person ${tag}`,
    email: `request-${tag}@example.com`,
    contact_number: "+919800000001",
    city: options.city,
    profile_image: "/api/v1/media/face.png",
    requested_changes_keys: [],
  } satisfies SubmissionBody;
  if (type === USER_TYPES.client || type === USER_TYPES.agency) {
    return {
      ...person,
      company: {
        name: `Request Company ${tag}`,
        is_registered_company: true,
        registration_number: "REG-1",
        company_url: "https://company.example.com",
        size: 12,
        identity: "/api/v1/media/identity.pdf",
        file_name: "identity.pdf",
        technologies: type === USER_TYPES.agency ? options.technologies.slice(0, 2) : [],
      },
      branches: [{ city: options.city, is_head_quarter: true }],
      ...extra,
    };
  }
  return {
    ...person,
    portfolio: {
      profile_type: options.profileType,
      technologies: options.technologies.slice(0, 2),
      skills: options.skills.slice(0, 1),
      sub_skills: [],
      experience: 4,
      availability: 1,
      education_details: "B.Tech",
      amount: "25.00",
      salary_type: options.salaryType,
      description: "About me",
      specialties: "APIs",
      document_file: "/api/v1/media/id-proof.pdf",
      file_name: "id-proof.pdf",
      communication_language: [{ communication_language: options.language, proficiency: options.proficiency }],
    },
    projects: [{ title: "First project", description: "Built it", technologies: options.technologies.slice(0, 1), skills: [], images: ["/api/v1/media/p1.png"], link: null, duration: 6, is_on_going: false }],
    certifications: [{ title: "First certificate", certification_date: "2024-05-17", certificate_file: null, certification_link: "https://cert.example.com/1", description: "" }],
    ...extra,
  };
}
