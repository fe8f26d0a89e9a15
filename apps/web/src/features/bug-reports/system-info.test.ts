import { describe, expect, it } from "vitest";
import { browserNameFromUserAgent, formatBrowserInfo, formatDeviceInfo, readSystemInfo } from "./system-info";

const chrome =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const edge = `${chrome} Edg/131.0.2903.70`;
const firefox = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const safari =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

describe("browserNameFromUserAgent", () => {
  it("names the browser and its major version, the most specific first", () => {
    expect(browserNameFromUserAgent(chrome)).toBe("Chrome 131");
    expect(browserNameFromUserAgent(edge)).toBe("Edge 131");
    expect(browserNameFromUserAgent(firefox)).toBe("Firefox 133");
    expect(browserNameFromUserAgent(safari)).toBe("Safari 18");
  });
  it("says when it cannot tell", () => {
    expect(browserNameFromUserAgent("curl/8.0")).toBe("Unknown browser");
    expect(browserNameFromUserAgent("")).toBe("Unknown browser");
  });
});

describe("readSystemInfo", () => {
  it("reads the browser, platform, screen and language", () => {
    const info = readSystemInfo({
      userAgent: chrome,
      platform: "Linux x86_64",
      userAgentDataPlatform: "Linux",
      language: "en-GB",
      screenWidth: 1920,
      screenHeight: 1080,
    });
    expect(info).toEqual({
      browserName: "Chrome 131",
      userAgent: chrome,
      platform: "Linux",
      screenSize: "1920x1080",
      language: "en-GB",
    });
    expect(formatBrowserInfo(info)).toBe(`Chrome 131 (${chrome})`);
    expect(formatDeviceInfo(info)).toBe("Platform: Linux; Screen: 1920x1080; Language: en-GB");
  });
  it("says Unknown for what the browser does not tell", () => {
    const info = readSystemInfo({ userAgent: "", platform: "", screenWidth: 0 });
    expect(info).toMatchObject({
      userAgent: "Unknown",
      platform: "Unknown",
      screenSize: "Unknown",
      language: "Unknown",
    });
  });
});
