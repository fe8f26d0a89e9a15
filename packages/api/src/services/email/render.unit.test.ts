import { describe, expect, it } from "vitest";
import { defaultApiConfig } from "../../config";
import { renderEmail } from "./render";

const config = { ...defaultApiConfig, mail: { ...defaultApiConfig.mail, productName: "LeadCoach" } };
const url = "https://app.example.test/feedback?token=abc_DEF-123&x=1";

describe("renderEmail", () => {
  it("puts the action's address in both parts, as a button and as text", () => {
    const { text, html } = renderEmail(config, {
      preheader: "Two minutes of your time",
      heading: "Ana asks for your feedback",
      paragraphs: ["First paragraph.", "Second\nwith a line break."],
      action: { label: "Give feedback", url },
      footnote: "You got this because Ana typed your address.",
    });

    expect(text).toContain(`Give feedback:\n${url}\n`);
    expect(text).toContain("Ana asks for your feedback");
    expect(text).toContain("Second\nwith a line break.");
    expect(text.startsWith("LeadCoach\n")).toBe(true);
    expect(text).toContain("You got this because Ana typed your address.");
    expect(text).not.toContain("<");

    const escapedUrl = url.replace(/&/g, "&amp;");
    expect(html).toContain(`href="${escapedUrl}"`);
    expect(html).toContain(`>${escapedUrl}</a>`);
    expect(html).toContain(">Give feedback</a>");
    expect(html).toContain("Second<br>with a line break.");
    expect(html).toContain("Two minutes of your time");
    expect(html).toContain('name="color-scheme" content="light dark"');
    // Product name in the header and the footer.
    expect(html.match(/LeadCoach/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it("escapes every interpolated text in the HTML part and leaves the text part as typed", () => {
    const evil = `<script>alert("x")</script> & 'quotes'`;
    const { text, html } = renderEmail(
      { ...config, mail: { ...config.mail, productName: "Lead<b>Coach</b>" } },
      {
        preheader: evil,
        heading: evil,
        paragraphs: [evil],
        action: { label: evil, url: `https://x.test/?q="><script>` },
        footnote: evil,
      },
    );
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>");
    expect(html).not.toContain(`"><`);
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;");
    expect(html).toContain("Lead&lt;b&gt;Coach&lt;/b&gt;");
    expect(text).toContain(evil);
  });

  it("uses inline styles only and loads nothing from elsewhere", () => {
    const { html } = renderEmail(config, { heading: "Hi", paragraphs: ["x"], action: { label: "Go", url } });
    expect(html).not.toMatch(/<style|<link|<img|<script|url\(|@import/i);
  });

  it("leaves out the action and the footnote when there are none", () => {
    const { text, html } = renderEmail(config, { heading: "Hi", paragraphs: ["Just so you know."] });
    expect(text).toBe("LeadCoach\n\nHi\n\nJust so you know.\n\n-- \nLeadCoach\n");
    expect(html).not.toContain("<a ");
  });

  it("refuses an action that is not an http(s) address", () => {
    expect(() =>
      renderEmail(config, {
        heading: "Hi",
        paragraphs: [],
        action: { label: "Go", url: "javascript:alert(1)" },
      }),
    ).toThrow(/http/);
  });
});
