// The add, edit and delete dialogs of a master data area, over its list.
import type { SubmissionResult } from "@conform-to/react";
import { useActionData, useLoaderData, useLocation, useParams } from "@remix-run/react";
import type { MasterData } from "#contract/master-data";
import type { MasterDataArea } from "./areas";
import { MasterDataFormDialog, type MasterDataDefaults } from "./master-data-form";

/** What the edit dialog's loader gives its form. */
export type EditDialogData = { row: Pick<MasterData, "title" | "description" | "status"> };

const formDefaults = ({ title, description, status }: EditDialogData["row"]): MasterDataDefaults => ({ title, description, status: String(status) });

function useCloseHref(area: MasterDataArea) {
  const { search } = useLocation();
  return `${area.listPath(useParams())}${search}`;
}

export function addDialog(area: MasterDataArea) {
  return function AddDialog() {
    const lastResult = useActionData<SubmissionResult<string[]>>();
    return <MasterDataFormDialog title={`Add ${area.name}`} submitLabel="Add" closeHref={useCloseHref(area)} lastResult={lastResult} />;
  };
}

export function editDialog(area: MasterDataArea) {
  return function EditDialog() {
    const { row } = useLoaderData<EditDialogData>();
    const lastResult = useActionData<SubmissionResult<string[]>>();
    return (
      <MasterDataFormDialog title={`Edit ${area.name}`} submitLabel="Update" closeHref={useCloseHref(area)} lastResult={lastResult} defaultValue={formDefaults(row)} />
    );
  };
}
