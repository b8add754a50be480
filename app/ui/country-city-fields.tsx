import { useState } from "react";
import { ComboBox, type ComboFallback, type ComboOption } from "./combo-box";

export type CountryCityFieldsProps = {
  /** The saved choice of an edit form (or the one the URL of a no-JavaScript search carries). */
  country?: ComboOption | null;
  city?: ComboOption | null;
  /** What the page's loader found for the no-JavaScript search (`countryCityFallback`). */
  fallback?: { country: ComboFallback; city: ComboFallback };
  errors?: { country?: readonly string[] | null; city?: readonly string[] | null };
  names?: { country: string; city: string };
  form?: string;
  className?: string;
  /** Labels read "Country*" and "City*", where the form's other required labels have the mark. */
  requiredMark?: boolean;
  /** Told of each country chosen (the phone's dial code follows it). */
  onCountryChange?: (country: ComboOption | null) => void;
};

const lookupUrl = (list: "countries" | "cities", search: string, country?: string) =>
  `/lookups/${list}?${new URLSearchParams({ ...(country ? { country } : {}), search })}`;

/**
 * Country* and City* of the user edit forms (spec §2, §5): both searchable from 3 typed characters
 * after a 1 s pause; the city is disabled until a country is chosen, and a new country clears it.
 */
export function CountryCityFields({ country, city, fallback, errors, names = { country: "country", city: "city" }, form, className, requiredMark, onCountryChange }: CountryCityFieldsProps) {
  const mark = requiredMark ? "*" : "";
  const [chosenCountry, setChosenCountry] = useState(country ?? null);
  const countryId = chosenCountry?.id;
  return (
    <div className={className ?? "grid gap-x-5 sm:grid-cols-2"}>
      <ComboBox
        label={`Country${mark}`}
        name={names.country}
        required
        form={form}
        selected={chosenCountry}
        searchUrl={(text) => lookupUrl("countries", text)}
        fallback={fallback?.country}
        searchOnEnter
        errors={errors?.country}
        onSelect={(option) => {
          setChosenCountry(option);
          onCountryChange?.(option);
        }}
      />
      <ComboBox
        // Another country starts the city afresh.
        key={countryId ?? "none"}
        label={`City${mark}`}
        name={names.city}
        required
        form={form}
        disabled={!countryId}
        selected={countryId === country?.id ? city : null}
        searchUrl={(text) => lookupUrl("cities", text, countryId)}
        fallback={fallback?.city}
        searchOnEnter
        errors={errors?.city}
        hint={countryId ? undefined : "Choose a country first."}
      />
    </div>
  );
}
