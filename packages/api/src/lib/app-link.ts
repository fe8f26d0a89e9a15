/**
 * The address of a page of the web app (or a path its server answers) for links in e-mails and
 * calendars: `path` after the configured app URL, whether or not that ends in a slash.
 */
export function appLink(appUrl: string, path: string): string {
  return `${appUrl.replace(/\/+$/, "")}${path}`;
}
