import PDFDocument from "pdfkit";
import type { ReportDocument } from "./report-document";

const MARGIN = 50;
const INK = "#1f2933";
const MUTED = "#52606d";
const BAR = "#1c7ed6";

/**
 * The report as a PDF, drawn on the server: header (organisation, title, group, range), headline
 * figures, a vector bar chart and the table of the same figures, the notes, and 'Page n of m' on every
 * page. Only the standard Helvetica fonts, which pdfkit carries, so it needs no file or network.
 */
export function renderReportPdf(
  doc: ReportDocument,
  meta: { organisation: string; generatedAt: string },
): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${doc.title} ${doc.range.start} to ${doc.range.end}`, Author: meta.organisation },
  });
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });

  header(pdf, doc, meta);
  figures(pdf, doc);
  chart(pdf, doc);
  table(pdf, doc);
  for (const more of doc.moreTables ?? []) table(pdf, { ...doc, table: more }, more.intro, more.emptyText);
  notes(pdf, doc);
  pageNumbers(pdf);
  pdf.end();
  return done;
}

type Pdf = PDFKit.PDFDocument;

const width = (pdf: Pdf) => pdf.page.width - 2 * MARGIN;

/** Starts a new page when fewer than `height` points are left. */
function room(pdf: Pdf, height: number) {
  if (pdf.y + height > pdf.page.height - MARGIN - 20) pdf.addPage();
}

function heading(pdf: Pdf, text: string) {
  room(pdf, 60);
  pdf.moveDown(0.8).font("Helvetica-Bold").fontSize(13).fillColor(INK).text(text, MARGIN);
  pdf.moveDown(0.3);
}

function header(pdf: Pdf, doc: ReportDocument, meta: { organisation: string; generatedAt: string }) {
  pdf.font("Helvetica").fontSize(11).fillColor(MUTED).text(meta.organisation);
  pdf.font("Helvetica-Bold").fontSize(20).fillColor(INK).text(doc.title);
  pdf.font("Helvetica").fontSize(11).fillColor(MUTED);
  pdf.text(doc.subtitle ?? `${doc.range.start} to ${doc.range.end} (UTC days)`);
  pdf.text(doc.scope);
  pdf.text(`Generated ${meta.generatedAt.slice(0, 16).replace("T", " ")} UTC`);
}

const shown = (value: number | null | undefined) =>
  value === null || value === undefined ? "-" : String(value);

function figures(pdf: Pdf, doc: ReportDocument) {
  heading(pdf, "Summary");
  if (doc.figures.length === 0) {
    pdf.font("Helvetica").fontSize(10).fillColor(MUTED).text("No figures are shown for this report.");
    return;
  }
  pdf.font("Helvetica").fontSize(10).fillColor(INK);
  for (const f of doc.figures) {
    const previous = f.previous === undefined ? "" : `   (previous period ${shown(f.previous)}`;
    const change = f.previous === undefined ? "" : f.changePercent == null ? ")" : `, ${f.changePercent}%)`;
    pdf.text(`${f.label}: ${shown(f.value)}${previous}${change}`);
  }
}

/** Horizontal bars, each scaled to the largest value, with its label and figure. */
function chart(pdf: Pdf, doc: ReportDocument) {
  const bars = doc.chart.bars;
  if (bars.length === 0) return;
  heading(pdf, doc.chart.heading);
  const rowHeight = 18;
  const labelWidth = 150;
  const barWidth = width(pdf) - labelWidth - 60;
  const max = Math.max(...bars.map((b) => b.value), 1);
  for (const bar of bars) {
    room(pdf, rowHeight);
    const y = pdf.y;
    pdf.font("Helvetica").fontSize(9).fillColor(INK);
    pdf.text(bar.label, MARGIN, y + 3, { width: labelWidth - 8, lineBreak: false, ellipsis: true });
    const length = Math.max(0, (bar.value / max) * barWidth);
    pdf.rect(MARGIN + labelWidth, y + 2, length, rowHeight - 6).fill(BAR);
    pdf.fillColor(INK).text(`${bar.value}${doc.chart.unit}`, MARGIN + labelWidth + length + 4, y + 3, {
      lineBreak: false,
    });
    pdf.x = MARGIN;
    pdf.y = y + rowHeight;
  }
  // The axis the bars start from.
  const top = pdf.y - rowHeight * bars.length;
  pdf
    .moveTo(MARGIN + labelWidth, top)
    .lineTo(MARGIN + labelWidth, pdf.y)
    .strokeColor(MUTED)
    .stroke();
}

function table(pdf: Pdf, doc: ReportDocument, intro: readonly string[] = [], emptyText = "No rows to show.") {
  heading(pdf, doc.table.heading);
  pdf.font("Helvetica").fontSize(9).fillColor(MUTED);
  for (const line of intro) pdf.text(line, MARGIN, pdf.y, { width: width(pdf) }).moveDown(0.3);
  if (doc.table.rows.length === 0) {
    pdf
      .font("Helvetica")
      .fontSize(10)
      .fillColor(MUTED)
      .text(emptyText, MARGIN, pdf.y, { width: width(pdf) });
    return;
  }
  const columnWidth = width(pdf) / doc.table.columns.length;
  const row = (cells: readonly (string | number)[], bold: boolean) => {
    room(pdf, 18);
    const y = pdf.y;
    pdf
      .font(bold ? "Helvetica-Bold" : "Helvetica")
      .fontSize(9)
      .fillColor(INK);
    cells.forEach((cell, i) => {
      pdf.text(String(cell), MARGIN + i * columnWidth, y, {
        width: columnWidth - 6,
        lineBreak: false,
        ellipsis: true,
      });
    });
    pdf.x = MARGIN;
    pdf.y = y + 16;
  };
  row(doc.table.columns, true);
  for (const cells of doc.table.rows) row(cells, false);
}

function notes(pdf: Pdf, doc: ReportDocument) {
  heading(pdf, "Notes");
  const lines = [
    ...doc.notes,
    doc.smallGroupNote ??
      "No figure describes fewer than 5 people; smaller groups are folded into 'Other' or left out.",
  ];
  pdf.font("Helvetica").fontSize(9).fillColor(MUTED);
  for (const line of lines) pdf.text(line, MARGIN, pdf.y, { width: width(pdf) });
}

function pageNumbers(pdf: Pdf) {
  const { start, count } = pdf.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    pdf.switchToPage(i);
    // Drawn in the bottom margin: lift the margin for the footer so pdfkit does not add a page.
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf.font("Helvetica").fontSize(9).fillColor(MUTED);
    pdf.text(`Page ${i + 1} of ${count}`, MARGIN, pdf.page.height - MARGIN + 15, {
      width: width(pdf),
      align: "center",
      lineBreak: false,
    });
    pdf.page.margins.bottom = bottom;
  }
}
