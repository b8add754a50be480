/** A form's body as the browser sends it: a list value is the name repeated, in order. */
export function form(fields: Record<string, string | File | readonly (string | File)[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) data.append(name, item);
  return data;
}
