// One row of the freelancer's Languages block: a remote-search combo box (the ISO code posts, the
// name shows) and the proficiency. Without JavaScript the combo box's Search posts the form with
// `searchSubmit` and the action answers it again with the matches (`fallback`).
import type { FieldMetadata } from "@conform-to/react";
import { getSelectProps } from "@conform-to/react";
import { ComboBox, type ComboFallback, type ComboOption } from "~/ui/combo-box";
import { NativeSelectField } from "~/ui/field";
import { LANGUAGE_SEARCH_MIN_CHARS, languageSearchUrl } from "./language-search";

type LanguageFieldsProps<Schema extends Record<string, unknown>> = {
  row: FieldMetadata<{ communication_language: string; proficiency: unknown }, Schema>;
  position: number;
  formId: string;
  /** The row's language as saved or sent, with its name. */
  language: ComboOption | null;
  proficiencies: readonly { value: string; label: string }[];
  fallback?: ComboFallback;
  /** Makes the no-JavaScript Search a POST of the whole form (its GET would drop the other rows' choices and the file). */
  searchSubmit: { name: string; value: string };
};

export function LanguageFields<Schema extends Record<string, unknown>>({ row, position, formId, language, proficiencies, fallback, searchSubmit }: LanguageFieldsProps<Schema>) {
  const fields = row.getFieldset();
  return (
    <div className="grid gap-x-5 sm:grid-cols-2">
      <ComboBox
        label={`Language ${position}*`}
        name={fields.communication_language.name}
        id={fields.communication_language.id}
        form={formId}
        required
        selected={language}
        searchUrl={languageSearchUrl}
        minChars={LANGUAGE_SEARCH_MIN_CHARS}
        fallback={fallback}
        fallbackSubmit={searchSubmit}
        searchOnEnter
        errors={fields.communication_language.errors}
      />
      <NativeSelectField
        label={`Proficiency ${position}*`}
        selectProps={{ ...getSelectProps(fields.proficiency), key: fields.proficiency.key }}
        options={proficiencies}
        placeholder="Select proficiency"
        errors={fields.proficiency.errors}
      />
    </div>
  );
}
