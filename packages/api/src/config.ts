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
};
