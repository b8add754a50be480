// Demo technologies for `npm run db:seed -- --demo`; added once, when the table is empty.
import type { Db } from "../client";
import * as tables from "../schema";

const DEMO_TECHNOLOGIES: readonly [title: string, description: string][] = [
  ["React", "A JavaScript library for building user interfaces"],
  ["Node.js", "JavaScript runtime built on Chrome's V8 engine"],
  ["TypeScript", "JavaScript with syntax for types"],
  ["JavaScript", "The language of the web"],
  ["Angular", "A platform for building web applications"],
  ["Vue.js", "The progressive JavaScript framework"],
  ["Next.js", "The React framework for production"],
  ["Express", "Fast, minimalist web framework for Node.js"],
  ["Python", "A general-purpose programming language"],
  ["Django", "The web framework for perfectionists with deadlines"],
  ["Flask", "A lightweight WSGI web application framework"],
  ["Ruby on Rails", "A web application framework written in Ruby"],
  ["PHP", "A general-purpose scripting language for the web"],
  ["Laravel", "The PHP framework for web artisans"],
  ["Java", "A class-based, object-oriented language"],
  ["Spring Boot", "Production-ready Spring applications"],
  ["Kotlin", "A modern language for the JVM and Android"],
  ["Swift", "A language for Apple platforms"],
  ["Flutter", "Multi-platform apps from one codebase"],
  ["React Native", "Native mobile apps with React"],
  ["Go", "A simple language for reliable software"],
  ["Rust", "Reliable and efficient software"],
  ["C#", "A modern object-oriented language for .NET"],
  [".NET", "A developer platform by Microsoft"],
  ["PostgreSQL", "An advanced open source relational database"],
  ["MySQL", "An open source relational database"],
  ["MongoDB", "A document database"],
  ["Redis", "An in-memory data store"],
  ["Docker", "Containers for building and shipping applications"],
  ["Kubernetes", "Container orchestration"],
  ["AWS", "Amazon Web Services cloud platform"],
  ["GraphQL", "A query language for APIs"],
];

export async function seedDemoTechnology(db: Db): Promise<void> {
  const [existing] = await db.select({ id: tables.technology.id }).from(tables.technology).limit(1);
  if (existing) return;
  // One inactive row, so the demo list shows both statuses.
  await db.insert(tables.technology).values(
    DEMO_TECHNOLOGIES.map(([title, description]) => ({ title, description, status: title === "PHP" ? 0 : 1 })),
  );
}
