import { useState } from "react";
import { Field, inputClassName } from "~/ui/field";
import type { FileTriggerProps } from "~/ui/file-trigger";
import { lazyWidget } from "~/ui/lazy-widget";
import { StoredFiles } from "~/ui/stored-files";
import { cx } from "~/utils/cx";

// FileTrigger's checks import the upload rules from contract/file.ts, which brings zod (about 40 KB
// gzip) into a page's first load: the freelancer's edit forms (personal, professional, projects,
// certificates) load it after the page, as the date picker loads its calendar (decision 055). The
// server checks every file either way.
const useFileTrigger = lazyWidget(() => import("~/ui/file-trigger").then((module) => module.FileTrigger));

/** The extensions of spec §5 for the kinds these forms take, as contract/file.ts lists them. */
const ACCEPT = { image: ".png,.jpg,.jpeg", file: ".docx,.doc,.pdf,.png,.jpg,.jpeg", certificate: ".pdf,.png,.jpg,.jpeg" } as const;
const HINT = {
  image: "Allowed *.png, *.jpg, *.jpeg, 2MB or less",
  file: "Allowed *.docx, *.doc, *.pdf, *.png, *.jpg, *.jpeg, 2MB or less",
  certificate: "Allowed *.pdf, *.png, *.jpg, *.jpeg, 2MB or less",
} as const;

type FileFieldProps = Omit<FileTriggerProps, "kind" | "checkDimension" | "readDimension" | "hint"> & { kind: keyof typeof ACCEPT };

/**
 * A file field: the native input first (it works without JavaScript), FileTrigger with its checks,
 * toasts and previews once its chunk is here, unless a file was chosen in the native one already
 * (the swap would drop it).
 */
export function LazyFileField(props: FileFieldProps) {
  const FileTrigger = useFileTrigger();
  const [chosen, setChosen] = useState(false);
  if (FileTrigger && !chosen) return <FileTrigger {...props} hint={HINT[props.kind]} />;
  // The native input has no checks: a preview (onSelect) waits for FileTrigger.
  const { label, kind, inputProps, multiple, existing = [], errors, className } = props;
  const { key, className: inputClass, ...rest } = inputProps;
  return (
    <div className={cx("flex flex-col", className)}>
      <Field label={label} id={inputProps.id} errors={errors} hint={HINT[kind]}>
        {(control) => (
          <input
            key={key}
            {...rest}
            {...control}
            type="file"
            multiple={multiple}
            accept={ACCEPT[kind]}
            onChange={(event) => setChosen(event.currentTarget.files !== null && event.currentTarget.files.length > 0)}
            className={cx(inputClassName, "py-1.5", inputClass)}
          />
        )}
      </Field>
      <StoredFiles files={existing} />
    </div>
  );
}
