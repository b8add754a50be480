import { describe, expect, it } from "vitest";
import { dateParts, formatDate, formatLongDate, isoDate } from "~/utils/dates";

describe("date formats (spec §2: DD/MM/YYYY in tables, the long format in the certificate dialog)", () => {
  it("shows YYYY-MM-DD as DD/MM/YYYY and as '12 March 2024'", () => {
    expect(formatDate("2024-03-12")).toBe("12/03/2024");
    expect(formatLongDate("2024-03-12")).toBe("12 March 2024");
    expect(formatDate("0999-01-05")).toBe("05/01/0999");
    expect(formatLongDate("2023-12-01")).toBe("1 December 2023");
  });

  it("reads a timestamp in UTC, the default time zone: late on the 11th in New York is the 12th", () => {
    expect(formatDate("2024-03-11T23:30:00-04:00")).toBe("12/03/2024");
    expect(formatLongDate("2024-03-12T00:00:00Z")).toBe("12 March 2024");
  });

  it("shows nothing for an empty value or one that is no date", () => {
    for (const value of [null, undefined, "", "12/03/2024", "2024-02-30", "2023-02-29", "2024-13-01", "2024-3-1", "soon"]) {
      expect(formatDate(value)).toBe("");
      expect(formatLongDate(value)).toBe("");
    }
    expect(formatDate("2024-02-29")).toBe("29/02/2024");
  });

  it("posts a picked date as YYYY-MM-DD", () => {
    expect(isoDate({ year: 2024, month: 3, day: 2 })).toBe("2024-03-02");
    expect(isoDate(dateParts("2024-03-02"))).toBe("2024-03-02");
    expect(isoDate(null)).toBe("");
  });
});
