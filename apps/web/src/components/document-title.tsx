const APP_NAME = "LeadCoach";

interface DocumentTitleProps {
  /** The page's own title; omitted for the app's default title. */
  title?: string;
}

/** Sets the browser tab title (React 19 hoists <title> into <head>). */
export function DocumentTitle({ title }: DocumentTitleProps) {
  return <title>{title ? `${title} | ${APP_NAME}` : APP_NAME}</title>;
}
