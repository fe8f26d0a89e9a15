/** What the API needs from its environment; the server's env.ts builds it. Packages never read process.env. */
export interface ApiConfig {
  rateLimits: {
    loginFailuresPerIpPerMinute: number;
    loginFailuresPerAccountPerHour: number;
    signupsPerIpPerHour: number;
    signupsPerAccountPerHour: number;
  };
  assessmentRetakeDays: number;
  /** Public origin of the app, for links in e-mails and feeds. */
  appUrl: string;
  isProduction: boolean;
  mail: {
    /** The From header of every e-mail. */
    from: string;
    /** The product's name in e-mails. */
    productName: string;
  };
  /**
   * An OpenAI-compatible chat-completions endpoint that replaces the built-in recommendation engine;
   * null (the default) keeps every call on this machine.
   */
  ai: { baseUrl: string; apiKey: string | null; model: string; timeoutMs: number } | null;
}

export const defaultApiConfig: ApiConfig = {
  rateLimits: {
    loginFailuresPerIpPerMinute: 10,
    loginFailuresPerAccountPerHour: 100,
    signupsPerIpPerHour: 300,
    signupsPerAccountPerHour: 5,
  },
  assessmentRetakeDays: 90,
  appUrl: "http://localhost:3000",
  isProduction: false,
  mail: { from: "LeadCoach <no-reply@leadcoach.local>", productName: "LeadCoach" },
  ai: null,
};
