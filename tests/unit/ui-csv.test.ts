import { describe, expect, it } from "vitest";
import { csvFilename, csvResponse } from "~/utils/csv.server";

type Row = { id: number; name: string };
const columns = [
  { header: "ID", value: (row: Row) => row.id },
  { header: "Name", value: (row: Row) => row.name },
];

/** The body as written: Response.text() would drop the BOM. */
const bodyOf = async (response: Response) => new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());

async function* rowsOf(rows: Row[], onPull?: () => void) {
  for (const row of rows) {
    onPull?.();
    yield row;
  }
}

describe("the CSV export", () => {
  it("quotes, keeps UTF-8 readable with a BOM, and defuses spreadsheet formulas", async () => {
    const response = await csvResponse("x.csv", columns, rowsOf([
      { id: 1, name: 'Comma, "quote"\nand newline' },
      { id: 2, name: "=HYPERLINK(\"http://evil\")" },
      { id: 3, name: "-1+2" },
      { id: 4, name: "Zoë" },
    ]));
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="x.csv"');
    const text = await bodyOf(response);
    expect(text).toBe(
      '\uFEFFID,Name\r\n1,"Comma, ""quote""\nand newline"\r\n2,"\'=HYPERLINK(""http://evil"")"\r\n3,\'-1+2\r\n4,Zoë\r\n',
    );
  });

  it("streams: rows are pulled as the body is read, not before answering", async () => {
    let pulled = 0;
    const rows = Array.from({ length: 1000 }, (_, i) => ({ id: i, name: `n${i}` }));
    const response = await csvResponse("x.csv", columns, rowsOf(rows, () => (pulled += 1)));
    // Only the first row is fetched before the answer starts (so auth errors can still redirect).
    expect(pulled).toBe(1);
    const text = await response.text();
    expect(pulled).toBe(1000);
    expect(text.trim().split("\r\n")).toHaveLength(1001);
  });

  it("writes only the header for an empty list", async () => {
    expect(await bodyOf(await csvResponse("x.csv", columns, rowsOf([])))).toBe("\uFEFFID,Name\r\n");
  });

  it("names the file after the resource and the day", () => {
    expect(csvFilename("technologies", new Date("2026-11-21T23:00:00Z"))).toBe("technologies-2026-11-21.csv");
  });
});
