import { describe, expect, it } from "vitest";
import { csvFilename, csvHeader, csvLines, csvStream } from "#contract/csv";

type Row = { id: number; name: string };
const columns = [
  { header: "ID", value: (row: Row) => row.id },
  { header: "Name", value: (row: Row) => row.name },
];

/** The body as written: Response.text() would drop the BOM. */
const bodyOf = async (body: ReadableStream<Uint8Array>) => new TextDecoder("utf-8", { ignoreBOM: true }).decode(await new Response(body).arrayBuffer());

async function* pagesOf(pages: Row[][], onPull?: () => void) {
  for (const page of pages) {
    onPull?.();
    yield page;
  }
}

describe("the CSV export", () => {
  it("quotes, keeps UTF-8 readable with a BOM, and defuses spreadsheet formulas", () => {
    const text =
      csvHeader(columns) +
      csvLines(columns, [
        { id: 1, name: 'Comma, "quote"\nand newline' },
        { id: 2, name: "=HYPERLINK(\"http://evil\")" },
        { id: 3, name: "-1+2" },
        { id: 4, name: "Zoë" },
        { id: 5, name: "@SUM(A1)" },
        { id: 6, name: "\tx" },
      ]);
    expect(text).toBe(
      '\uFEFFID,Name\r\n1,"Comma, ""quote""\nand newline"\r\n2,"\'=HYPERLINK(""http://evil"")"\r\n3,\'-1+2\r\n4,Zoë\r\n5,\'@SUM(A1)\r\n6,\'\tx\r\n',
    );
  });

  it("quotes a cell holding a bare line break, so its next line cannot start a row of its own (or a formula)", () => {
    expect(csvLines(columns, [{ id: 1, name: "harmless first line\n=1+2 cmd|calc" }, { id: 2, name: "a\rb" }, { id: 3, name: "a\r\nb" }])).toBe(
      '1,"harmless first line\n=1+2 cmd|calc"\r\n2,"a\rb"\r\n3,"a\r\nb"\r\n',
    );
  });

  it("the fallback streams: pages are pulled as the body is read, only the first before answering", async () => {
    let pulled = 0;
    const pages = Array.from({ length: 10 }, (_, p) => Array.from({ length: 100 }, (_, i) => ({ id: p * 100 + i, name: `n${i}` })));
    const body = await csvStream(columns, pagesOf(pages, () => (pulled += 1)));
    expect(pulled).toBe(1);
    const text = await bodyOf(body);
    expect(pulled).toBe(10);
    expect(text.trim().split("\r\n")).toHaveLength(1001);
  });

  it("writes only the header for an empty list", async () => {
    expect(await bodyOf(await csvStream(columns, pagesOf([[]])))).toBe("\uFEFFID,Name\r\n");
    expect(csvLines(columns, [])).toBe("");
  });

  it("names the file after the resource and the day", () => {
    expect(csvFilename("technologies", new Date("2026-11-21T23:00:00Z"))).toBe("technologies-2026-11-21.csv");
  });
});
