/**
 * Swagger UI's stock colours fail WCAG AA contrast (white on light method badges, pale greys) and its
 * code samples scroll without being focusable: darker shades, and samples that wrap instead of scroll.
 */
const methodColours = {
  get: "#1f69c0",
  post: "#137a48",
  put: "#a35a00",
  delete: "#c41d1d",
  patch: "#0b7a6a",
};

export const DOCS_THEME_CSS = [
  ...Object.entries(methodColours).map(
    ([method, colour]) =>
      `html body .swagger-ui .opblock.opblock-${method} .opblock-summary-method { background: ${colour}; color: #fff; }`,
  ),
  "html body .swagger-ui .info .title small { background: #4a505c; }",
  "html body .swagger-ui .info .title small.version-stamp { background: #3d6b00; }",
  "html body .swagger-ui .info .url, html body .swagger-ui .info a.link { color: #1d4f91; }",
  "html body .swagger-ui .btn.authorize { border-color: #137a48; color: #137a48; }",
  "html body .swagger-ui .btn.authorize svg { color: #137a48; fill: #137a48; }",
  "html body .swagger-ui .parameter__in, html body .swagger-ui .prop-format { color: #595959; }",
  "html body .swagger-ui .highlight-code > .microlight { overflow: visible; max-height: none; white-space: pre-wrap; word-break: break-word; }",
].join("\n");
