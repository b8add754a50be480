// What the Certificates form starts from, without zod: the browser validates nothing itself
// (decision 055), so the page's first load ships no schema.
import type { Certificate } from "#contract/marketplace-user";

export const emptyCertificate = { title: "", certification_date: "", certification_link: "", description: "" };

/** The blocks the form starts from: the page's certificates, or one empty block when there are none. */
export function certificatesFormDefaults(certificates: readonly Certificate[]) {
  if (certificates.length === 0) return { certifications: [emptyCertificate] };
  return {
    certifications: certificates.map((certificate) => ({
      id: String(certificate.id),
      title: certificate.title,
      certification_date: certificate.certification_date,
      stored_file: certificate.certificate_file ?? "",
      certification_link: certificate.certification_link ?? "",
      description: certificate.description,
    })),
  };
}
