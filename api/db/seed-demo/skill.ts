// Demo skills with sub skills for `npm run db:seed -- --demo`; added once, when the table is empty.
import type { Db } from "../client";
import * as tables from "../schema";

const DEMO_SKILLS: readonly { title: string; description: string; subSkills: readonly string[] }[] = [
  { title: "Web Development", description: "Websites and web applications", subSkills: ["HTML", "CSS", "Responsive Design", "Accessibility", "SEO"] },
  { title: "Mobile Development", description: "Apps for phones and tablets", subSkills: ["iOS", "Android", "Cross-platform", "App Store Publishing"] },
  { title: "Backend Development", description: "Servers, APIs and data", subSkills: ["REST APIs", "GraphQL APIs", "Microservices", "Authentication"] },
  { title: "Databases", description: "Designing and running data stores", subSkills: ["SQL", "Data Modeling", "Query Optimization", "Replication"] },
  { title: "Cloud Computing", description: "Running software in the cloud", subSkills: ["AWS", "Azure", "Google Cloud", "Serverless"] },
  { title: "DevOps", description: "Delivery and operations", subSkills: ["CI/CD", "Containers", "Monitoring", "Infrastructure as Code"] },
  { title: "Testing", description: "Making sure software works", subSkills: ["Unit Testing", "End-to-end Testing", "Performance Testing"] },
  { title: "Design", description: "Interfaces and experiences", subSkills: ["Wireframing", "Prototyping", "Design Systems"] },
  { title: "Data Science", description: "Learning from data", subSkills: ["Statistics", "Machine Learning", "Data Visualization"] },
  { title: "Security", description: "Keeping systems and data safe", subSkills: ["Penetration Testing", "OWASP", "Encryption"] },
  { title: "Project Management", description: "Planning and leading work", subSkills: ["Agile", "Scrum", "Kanban"] },
];

export async function seedDemoSkill(db: Db): Promise<void> {
  const [existing] = await db.select({ id: tables.skill.id }).from(tables.skill).limit(1);
  if (existing) return;
  // All or nothing: a half-seeded table would be skipped next time.
  await db.transaction(async (tx) => {
    for (const { title, description, subSkills } of DEMO_SKILLS) {
      const [row] = await tx.insert(tables.skill).values({ title, description, status: 1 }).returning({ id: tables.skill.id });
      if (!row) throw new Error("insert into skill returned no row");
      // The fourth sub skill of a skill is inactive, so the demo shows both statuses.
      await tx.insert(tables.skill).values(
        subSkills.map((subTitle, index) => ({
          title: subTitle,
          description: `${subTitle} in ${title.toLowerCase()}`,
          status: index === 3 ? 0 : 1,
          parentId: row.id,
        })),
      );
    }
  });
}
