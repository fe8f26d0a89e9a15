// A person's sessions and security e-mails name the browser and system behind a sign-in. A few
// patterns cover the browsers and systems people use; anything else reads as 'Unknown'. (ua-parser-js
// would do more, but its maintained line, 2.x, is AGPL; the MIT 1.x line is frozen.)

export interface DeviceDescription {
  /** 'Chrome', 'Firefox', 'Safari', 'Edge', 'Opera', 'Samsung Internet', or 'Unknown browser'. */
  browser: string;
  /** 'Windows', 'macOS', 'iOS', 'iPadOS', 'Android', 'ChromeOS', 'Linux', or 'Unknown system'. */
  os: string;
  device: "desktop" | "mobile" | "tablet";
}

// Order matters: Edge, Opera and Samsung Internet also say 'Chrome' and 'Safari'; Chrome says 'Safari'.
const browsers: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\b(OPR|Opera|OPT)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(Firefox|FxiOS)\//, "Firefox"],
  [/\b(Chrome|CriOS|Chromium|HeadlessChrome)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

const systems: readonly (readonly [RegExp, string])[] = [
  [/\biPad\b/, "iPadOS"],
  [/\b(iPhone|iPod)\b/, "iOS"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

function firstMatch(userAgent: string, patterns: readonly (readonly [RegExp, string])[], fallback: string) {
  return patterns.find(([pattern]) => pattern.test(userAgent))?.[1] ?? fallback;
}

/** The browser, system and kind of device a User-Agent header names. */
export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const ua = userAgent ?? "";
  const os = firstMatch(ua, systems, "Unknown system");
  const browser = firstMatch(ua, browsers, "Unknown browser");
  const tablet = os === "iPadOS" || (os === "Android" && !/\bMobile\b/.test(ua));
  const mobile = !tablet && (os === "iOS" || /\bMobi/.test(ua));
  return { browser, os, device: tablet ? "tablet" : mobile ? "mobile" : "desktop" };
}

/** 'Firefox on Windows': how a session or an e-mail names the device. */
export function deviceLabel(userAgent: string | null | undefined): string {
  const { browser, os } = describeUserAgent(userAgent);
  return `${browser} on ${os}`;
}

/**
 * What counts as the same device for the 'new sign-in' e-mail: browser family, system and kind. Versions
 * and addresses change without the device changing, so they are left out.
 */
export function deviceKey(userAgent: string | null | undefined): string {
  const { browser, os, device } = describeUserAgent(userAgent);
  return `${browser}|${os}|${device}`;
}
