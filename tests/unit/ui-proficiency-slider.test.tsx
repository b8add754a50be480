import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { proficiencyPercent, ProficiencySlider } from "~/ui/proficiency-slider";

describe("ProficiencySlider", () => {
  it("places a level at 100 divided by its id: Fluent (1) full, Average (2) half, Beginner (3) a third", () => {
    expect([1, 2, 3].map(proficiencyPercent)).toEqual([100, 50, 33]);
  });

  it("shows an empty track for an id that is no level", () => {
    expect([0, -1, Number.NaN].map(proficiencyPercent)).toEqual([0, 0, 0]);
  });

  it("is a read-only meter named for its language, the level's name as value text and as visible text", () => {
    const html = renderToStaticMarkup(<ProficiencySlider label="English" level={{ id: 2, title: "Average" }} />);
    expect(html).toContain(
      '<div role="meter" aria-label="English proficiency" aria-valuemin="0" aria-valuemax="100" aria-valuenow="50" aria-valuetext="Average"',
    );
    expect(html).toContain('style="width:50%"');
    expect(html).toMatch(/<span[^>]*>Average<\/span><\/div>$/);
    // Nothing to operate: no input, nothing in the Tab order.
    expect(html).not.toMatch(/<input|tabindex|role="slider"/);
  });
});
