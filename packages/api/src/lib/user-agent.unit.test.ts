import { describe, expect, it } from "vitest";
import { describeUserAgent, deviceKey, deviceLabel } from "./user-agent";

const agents = {
  chromeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  edgeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86",
  firefoxLinux: "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
  safariMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
  safariIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  chromeIpad:
    "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1",
  chromeAndroid:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36",
  samsungTablet:
    "Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Safari/537.36",
  operaMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0",
  chromebook:
    "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  headlessChromium:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
};

describe("describeUserAgent", () => {
  it.each([
    ["chromeWindows", "Chrome", "Windows", "desktop"],
    ["edgeWindows", "Edge", "Windows", "desktop"],
    ["firefoxLinux", "Firefox", "Linux", "desktop"],
    ["safariMac", "Safari", "macOS", "desktop"],
    ["safariIphone", "Safari", "iOS", "mobile"],
    ["chromeIpad", "Chrome", "iPadOS", "tablet"],
    ["chromeAndroid", "Chrome", "Android", "mobile"],
    ["samsungTablet", "Samsung Internet", "Android", "tablet"],
    ["operaMac", "Opera", "macOS", "desktop"],
    ["chromebook", "Chrome", "ChromeOS", "desktop"],
    ["headlessChromium", "Chrome", "Linux", "desktop"],
  ] as const)("%s is %s on %s (%s)", (name, browser, os, device) => {
    expect(describeUserAgent(agents[name])).toEqual({ browser, os, device });
  });

  it("names what it cannot read as unknown", () => {
    expect(deviceLabel(null)).toBe("Unknown browser on Unknown system");
    expect(deviceLabel("curl/8.5.0")).toBe("Unknown browser on Unknown system");
  });

  it("keys a device without its version", () => {
    const older = agents.chromeWindows.replace("131.0.0.0", "120.0.0.0");
    expect(deviceKey(older)).toBe(deviceKey(agents.chromeWindows));
    expect(deviceKey(agents.edgeWindows)).not.toBe(deviceKey(agents.chromeWindows));
  });
});
