// The add, edit and delete dialogs of a master data area, over its list; the URL names the area.
import type { SubmissionResult } from "@conform-to/react";
import { useActionData, useLoaderData, useLocation, useParams } from "@remix-run/react";
import type { MasterData } from "#contract/master-data";
import { ConfirmDeleteDialog } from "~/ui/form-dialog";
import type { DeleteDialogData } from "~/utils/dialog-route";
import { masterDataDialogAt, type MasterDataArea } from "./areas";
import { MasterDataFormDialog, type MasterDataDefaults } from "./master-data-form";

/** What the edit dialog's loader gives its form. */
export type EditDialogData = { row: Pick<MasterData, "title" | "description" | "status"> };

const formDefaults = ({ title, description, status }: EditDialogData["row"]): MasterDataDefaults => ({ title, description, status: String(status) });

function useCloseHref(area: MasterDataArea) {
  const { search } = useLocation();
  return `${area.listPath(useParams())}${search}`;
}

function AddDialog({ area }: { area: MasterDataArea }) {
  const lastResult = useActionData<SubmissionResult<string[]>>();
  return <MasterDataFormDialog title={`Add ${area.name}`} submitLabel="Add" closeHref={useCloseHref(area)} lastResult={lastResult} />;
}

function EditDialog({ area }: { area: MasterDataArea }) {
  const { row } = useLoaderData<EditDialogData>();
  const lastResult = useActionData<SubmissionResult<string[]>>();
  return (
    <MasterDataFormDialog title={`Edit ${area.name}`} submitLabel="Update" closeHref={useCloseHref(area)} lastResult={lastResult} defaultValue={formDefaults(row)} />
  );
}

function DeleteDialog({ area }: { area: MasterDataArea }) {
  const { name } = useLoaderData<DeleteDialogData>();
  return <ConfirmDeleteDialog question={area.deleteQuestion(name)} closeHref={useCloseHref(area)} />;
}

/** The dialog the URL names, over its list. */
export function MasterDataDialog() {
  const { area, kind } = masterDataDialogAt(useLocation().pathname);
  if (kind === "add") return <AddDialog area={area} />;
  if (kind === "edit") return <EditDialog area={area} />;
  return <DeleteDialog area={area} />;
}

/** The dialog's title, for `meta`. */
export function masterDataDialogTitle(pathname: string): string {
  const { area, kind } = masterDataDialogAt(pathname);
  return `${kind === "add" ? "Add" : kind === "edit" ? "Edit" : "Delete"} ${area.name}`;
}
