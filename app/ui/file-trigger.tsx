import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from "react";
import { type UploadKind } from "#contract/file";
import { cx } from "~/utils/cx";
import { acceptFor, fileProblems, isPreviewableImage, uploadHint, type ImageDimension } from "~/utils/files";
import { Field, inputClassName, type InputProps } from "./field";
import { StoredFiles, type ExistingFile } from "./stored-files";
import { useToast } from "./toast";

/** A chosen file that passed the checks, and its preview URL when it is an image. */
export type SelectedFile = { file: File; previewUrl: string | null };

export type FileTriggerProps = {
  label: ReactNode;
  kind: UploadKind;
  /** Conform's input props (name, id, key, form); the field's own id/aria props go on top. */
  inputProps: InputProps & { name: string };
  multiple?: boolean;
  /** Refuse images that are not 250 x 250 (spec §5, "when checked"). */
  checkDimension?: boolean;
  /** Files stored before: each shown by name with a View link. */
  existing?: readonly ExistingFile[];
  /** The server's messages for the field (without JavaScript, the only ones). */
  errors?: readonly string[] | null;
  /** Defaults to the accepted types and size (and the dimension when checked). */
  hint?: ReactNode;
  /** Thumbnails of the chosen images under the field; off when the page previews elsewhere. */
  showPreview?: boolean;
  /** The files that passed the checks (empty after a refusal or a cleared input). */
  onSelect?: (files: readonly SelectedFile[]) => void;
  /** Tests pass their own; the browser decodes the image. */
  readDimension?: (file: File) => Promise<ImageDimension>;
  className?: string;
};

const fileInputClassName = cx(
  inputClassName,
  "py-1.5 file:mr-3 file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-indigo-800 hover:file:bg-indigo-100",
);

/**
 * A file field: the native file input, which works without JavaScript and by keyboard (the server
 * checks every file again and answers its message inline). With JavaScript each chosen file is
 * checked at once against the spec's rules (type, 2 MB, 250 x 250 when asked): a refusal is an
 * error toast and the same message under the field, and the input is cleared (spec §5); accepted
 * images are previewed.
 */
export function FileTrigger({
  label,
  kind,
  inputProps,
  multiple = false,
  checkDimension = false,
  existing = [],
  errors,
  hint,
  showPreview = true,
  onSelect,
  readDimension,
  className,
}: FileTriggerProps) {
  const showToast = useToast();
  const [selected, setSelected] = useState<readonly SelectedFile[]>([]);
  const [problems, setProblems] = useState<readonly string[]>([]);
  // A later choice supersedes a check still decoding an earlier one.
  const choice = useRef(0);

  // Object URLs hold the file in memory until revoked.
  useEffect(() => () => selected.forEach(({ previewUrl }) => previewUrl && URL.revokeObjectURL(previewUrl)), [selected]);

  const choose = (files: readonly SelectedFile[]) => {
    setSelected(files);
    onSelect?.(files);
  };

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = Array.from(input.files ?? []);
    const current = ++choice.current;
    setProblems([]);
    choose([]);
    if (files.length === 0) return;
    const found = await fileProblems(files, { kind, checkDimension, readDimension });
    if (current !== choice.current) return;
    if (found.length > 0) {
      found.forEach((message) => showToast({ type: "error", message }));
      setProblems(found);
      input.value = "";
      return;
    }
    choose(files.map((file) => ({ file, previewUrl: isPreviewableImage(file.name) ? URL.createObjectURL(file) : null })));
  };

  const { key, className: inputClass, ...rest } = inputProps;
  const shownErrors = problems.length > 0 ? problems : errors;
  return (
    <div className={cx("flex flex-col", className)}>
      <Field label={label} id={inputProps.id} errors={shownErrors} hint={hint ?? uploadHint(kind, checkDimension)}>
        {(control) => (
          <input
            key={key}
            {...rest}
            {...control}
            type="file"
            multiple={multiple}
            accept={acceptFor(kind)}
            onChange={(event) => void onChange(event)}
            className={cx(fileInputClassName, inputClass)}
          />
        )}
      </Field>
      {showPreview && selected.length > 0 ? (
        <ul aria-label="Chosen files" className="mb-3 flex flex-wrap gap-3">
          {selected.map(({ file, previewUrl }) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} className="flex max-w-40 flex-col gap-1 text-xs text-gray-700">
              {previewUrl ? <img src={previewUrl} alt={`Preview of ${file.name}`} className="size-24 rounded-md border border-gray-300 object-cover" /> : null}
              <span className="wrap-anywhere">{file.name}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <StoredFiles files={existing} />
    </div>
  );
}
