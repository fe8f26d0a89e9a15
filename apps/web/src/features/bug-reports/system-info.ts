/** What the browser tells about itself, as the bug report form shows and sends it (read-only). */
export interface SystemInfo {
  browserName: string;
  userAgent: string;
  platform: string;
  /** 'width x height' of the screen, in CSS pixels. */
  screenSize: string;
  language: string;
}

/** The parts of `navigator` and `screen` the system information reads (so tests can pass their own). */
export interface BrowserEnvironment {
  userAgent: string;
  platform?: string;
  /** `navigator.userAgentData.platform` where the browser offers it. */
  userAgentDataPlatform?: string;
  language?: string;
  screenWidth?: number;
  screenHeight?: number;
}

/** Most specific first: Edge and Opera also say 'Chrome', Chrome also says 'Safari'. */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, "Edge"],
  [/\bOPR\/(\d+)/, "Opera"],
  [/\bSamsungBrowser\/(\d+)/, "Samsung Internet"],
  [/\bFirefox\/(\d+)/, "Firefox"],
  [/\bFxiOS\/(\d+)/, "Firefox"],
  [/\bCriOS\/(\d+)/, "Chrome"],
  [/\b(?:Chrome|Chromium)\/(\d+)/, "Chrome"],
  [/\bVersion\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, "Safari"],
];

/** The browser's name and major version from its user agent ('Chrome 131'), or 'Unknown browser'. */
export function browserNameFromUserAgent(userAgent: string): string {
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) return `${name} ${match[1]}`;
  }
  return "Unknown browser";
}

const UNKNOWN = "Unknown";

export function readSystemInfo(env: BrowserEnvironment): SystemInfo {
  const width = env.screenWidth ?? 0;
  const height = env.screenHeight ?? 0;
  return {
    browserName: browserNameFromUserAgent(env.userAgent),
    userAgent: env.userAgent || UNKNOWN,
    platform: env.userAgentDataPlatform || env.platform || UNKNOWN,
    screenSize: width > 0 && height > 0 ? `${width}x${height}` : UNKNOWN,
    language: env.language || UNKNOWN,
  };
}

/** The system information of the browser this runs in. */
export function currentSystemInfo(): SystemInfo {
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
  return readSystemInfo({
    userAgent: nav.userAgent,
    platform: nav.platform,
    userAgentDataPlatform: nav.userAgentData?.platform,
    language: nav.language,
    screenWidth: window.screen.width,
    screenHeight: window.screen.height,
  });
}

/** The report's browserInfo: the browser's name with its user agent. */
export function formatBrowserInfo(info: SystemInfo): string {
  return `${info.browserName} (${info.userAgent})`;
}

/** The report's deviceInfo: platform, screen size and language. */
export function formatDeviceInfo(info: SystemInfo): string {
  return `Platform: ${info.platform}; Screen: ${info.screenSize}; Language: ${info.language}`;
}
