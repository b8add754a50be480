import type { Certificate } from "#contract/marketplace-user";
import { isSafeLink } from "#contract/shared-values";
import { CopyableLink } from "~/ui/copy-button";
import { DataTable, type Column } from "~/ui/list/data-table";
import { DetailList } from "~/ui/detail-list";
import { DialogSurface } from "~/ui/dialog";
import { Pagination } from "~/ui/list/pagination";
import { EyeIcon } from "./portfolio-header";
import { isImageUrl, longDate, shortDate } from "./portfolio-format";
import { portfolioDetailState, portfolioHref, withoutDialog, type PortfolioDetailState } from "./portfolio-state";
import { AppLink } from "~/ui/app-link";

type CertificatesProps = { basePath: string; state: PortfolioDetailState; certificates: Certificate[]; count: number; open: Certificate | null };

function CertificateImage({ certificate }: { certificate: Certificate }) {
  const file = certificate.certificate_file;
  if (!file || !isSafeLink(file)) return <span className="text-gray-500">-</span>;
  if (!isImageUrl(file)) {
    return (
      <a href={file} target="_blank" rel="noreferrer" className="text-indigo-700 hover:underline">
        File<span className="sr-only"> of {certificate.title}</span>
      </a>
    );
  }
  return <img src={file} alt={`Certificate ${certificate.title}`} loading="lazy" className="h-12 w-16 rounded border border-gray-200 bg-gray-50 object-cover" />;
}

/**
 * The Certificates tab (spec §2): the list pattern's table (cards on a phone), 10 a page; the view
 * icon opens Certificate Details, an address of its own (`?tab=certificates&certificate=5`).
 */
export function CertificateTable({ basePath, state, certificates, count, open }: CertificatesProps) {
  const listState = withoutDialog(state);
  const viewHref = (row: Certificate) => portfolioHref(basePath, state, { filters: { certificate: row.id } });
  const columns: Column<Certificate>[] = [
    { id: "image", header: "Image", nowrap: true, cell: (row) => <CertificateImage certificate={row} /> },
    { id: "title", header: "Certificate Title", cell: (row) => row.title },
    { id: "date", header: "Certification Date", nowrap: true, cell: (row) => shortDate(row.certification_date) },
    {
      id: "action",
      header: "Action",
      actions: true,
      cell: (row) => (
        <AppLink to={viewHref(row)} preventScrollReset data-row-link="" className="inline-flex size-9 items-center justify-center rounded-lg text-indigo-700 hover:bg-indigo-50">
          <EyeIcon />
          <span className="sr-only">View {row.title}</span>
        </AppLink>
      ),
      card: (row) => (
        <AppLink to={viewHref(row)} preventScrollReset className="inline-flex items-center gap-2 font-medium text-indigo-700 hover:underline">
          <EyeIcon className="size-4" />
          View<span className="sr-only"> {row.title}</span>
        </AppLink>
      ),
    },
  ];
  return (
    <>
      <DataTable caption="Certificates" columns={columns} rows={certificates} rowKey={(row) => row.id} basePath={basePath} state={listState} config={portfolioDetailState} />
      <Pagination basePath={basePath} state={listState} count={count} config={portfolioDetailState} label="Certificates pages" />
      {open ? <CertificateDetailsDialog certificate={open} closeHref={portfolioHref(basePath, state)} /> : null}
    </>
  );
}

/** Certificate Details: the title, the long date, the description and the link with copy. */
function CertificateDetailsDialog({ certificate, closeHref }: { certificate: Certificate; closeHref: string }) {
  const link = certificate.certification_link;
  return (
    <DialogSurface title="Certificate Details" closeHref={closeHref} width="lg">
      <DetailList
        className="mt-4"
        items={[
          { label: "Certificate Title", value: certificate.title },
          { label: "Certification Date", value: longDate(certificate.certification_date) },
          { label: "Description", value: certificate.description },
          {
            label: "Certificate Link",
            value: link ? <CopyableLink url={link} label="certificate link" /> : null,
          },
          {
            label: "Certificate File",
            value: certificate.certificate_file && isSafeLink(certificate.certificate_file) ? (
              <a href={certificate.certificate_file} target="_blank" rel="noreferrer" className="text-indigo-700 hover:underline">
                View<span className="sr-only"> the file of {certificate.title}</span>
              </a>
            ) : null,
          },
        ]}
      />
    </DialogSurface>
  );
}
