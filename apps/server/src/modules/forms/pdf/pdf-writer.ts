import { once } from "node:events";
import { directionOf, type Locale, toLanguageTag } from "@launchpad/domain";
import PDFDocument from "pdfkit";
import { type FontKey, fontBytes, fontName, type Weight } from "./fonts.ts";
import { layoutText, type Paragraph } from "./text-layout.ts";

/**
 * A page cursor over PDFKit for the printable form: A4, margins, a footer on every page (the
 * organisation's name at the start, the page number at the end), text through text-layout.ts,
 * and drawing in "start" coordinates that it mirrors for right-to-left languages. Pages are
 * written to the stream as they are finished (no buffered pages); `breathe()` lets a slow
 * reader catch up.
 */
export type TextStyle = {
  size: number;
  weight?: Weight;
  color?: string;
  /** Distance from the start edge of the content. */
  indent?: number;
  /** Width available (default: to the end edge). */
  width?: number;
  /** "auto" for the respondent's own text: its first strong character decides. */
  direction?: "auto" | "document";
  gapAfter?: number;
  /** The structure type of the text in the tagged PDF (default P). */
  tag?: string;
};

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const FOOTER = 36;
export const INK = "#1a1b1e";
export const MUTED = "#55595f";
export const LINE = "#868e96";
const HIGH_WATER = 1 << 20;
const widths = new Map<string, number>();

export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  readonly rtl: boolean;
  readonly contentWidth = PAGE.width - 2 * MARGIN;
  y = MARGIN;
  pageNumber = 0;
  private readonly registered = new Set<string>();
  /** The open structure elements (tagged PDF): the last is where new content goes. */
  private readonly parents: PDFKit.PDFStructureElement[] = [];
  private inMarked = false;
  private readonly korean: boolean;

  constructor(
    private readonly options: { locale: Locale; title: string; footer: (page: number) => [string, string] },
  ) {
    this.rtl = directionOf(options.locale) === "rtl";
    this.korean = options.locale === "ko";
    this.doc = new PDFDocument({
      size: "A4",
      margin: 0,
      autoFirstPage: false,
      lang: toLanguageTag(options.locale),
      displayTitle: true,
      info: { Title: options.title, Creator: "Launchpad" },
      tagged: true,
    });
    const root = this.doc.struct("Document");
    this.doc.addStructure(root);
    this.parents.push(root);
    this.doc.on("pageAdded", () => this.onPage());
    this.doc.addPage();
  }

  get bottom(): number {
    return PAGE.height - MARGIN - FOOTER;
  }

  /** A new page when `height` does not fit below the cursor. */
  ensure(height: number) {
    if (this.y + height > this.bottom) this.doc.addPage();
  }

  newPage() {
    this.doc.addPage();
  }

  private onPage() {
    this.pageNumber += 1;
    this.y = MARGIN;
    const [start, end] = this.options.footer(this.pageNumber);
    const y = PAGE.height - MARGIN;
    this.stroke(0, this.contentWidth, y - 10, y - 10, "#ced4da", 0.5);
    const style = { size: 8, color: MUTED };
    this.doc.markContent("Artifact", { type: "Pagination" });
    const half = this.contentWidth / 2 - 8;
    this.drawParagraphs(this.layout(start, { ...style, width: half }), 0, half, y, style);
    const endParagraphs = this.layout(end, { ...style, width: half });
    const endWidth = Math.max(...endParagraphs.flatMap((p) => p.lines.map((l) => l.width)), 0);
    this.drawParagraphs(endParagraphs, this.contentWidth - endWidth, endWidth, y, style, true);
    this.doc.endMarkedContent();
  }

  /** Opens a structure element (Sect, Div, L, LI, Table, TR…) that later content goes into. */
  open(type: string) {
    const element = this.doc.struct(type);
    this.parent().add(element);
    this.parents.push(element);
  }

  close() {
    if (this.parents.length > 1) this.parents.pop()?.end();
  }

  private parent(): PDFKit.PDFStructureElement {
    return this.parents[this.parents.length - 1] as PDFKit.PDFStructureElement;
  }

  /** Draws content that belongs to one structure element of `type` (on one page). */
  marked(type: string, draw: () => void, options: { alt?: string } = {}) {
    const element = this.doc.struct(type, options);
    this.parent().add(element);
    element.add(this.doc.markStructureContent(type));
    this.inMarked = true;
    try {
      draw();
    } finally {
      this.inMarked = false;
    }
    this.doc.endMarkedContent();
    element.end();
  }

  /** Draws decoration (rules, boxes, markers) that a screen reader skips; inside marked content, as is. */
  private artifact(draw: () => void) {
    if (this.inMarked) return draw();
    this.doc.markContent("Artifact");
    draw();
    this.doc.endMarkedContent();
  }

  private useFont(key: FontKey, weight: Weight, size: number) {
    const name = fontName(key, weight);
    if (!this.registered.has(name)) {
      this.doc.registerFont(name, fontBytes(key, weight));
      this.registered.add(name);
    }
    this.doc.font(name).fontSize(size);
  }

  /** Widths per point of size, for every document of the process (shaping is the costly part). */
  private readonly measure = (text: string, font: FontKey, weight: Weight, size: number) => {
    const key = `${font}|${weight}|${text}`;
    let perPoint = widths.get(key);
    if (perPoint === undefined) {
      this.useFont(font, weight, 1);
      perPoint = this.doc.widthOfString(text);
      if (widths.size > 100_000) widths.clear();
      widths.set(key, perPoint);
    }
    return perPoint * size;
  };

  layout(text: string, style: TextStyle): Paragraph[] {
    const width = style.width ?? this.contentWidth - (style.indent ?? 0);
    const documentDirection = this.rtl ? "rtl" : "ltr";
    return layoutText(
      text,
      width,
      {
        size: style.size,
        weight: style.weight ?? "regular",
        direction: style.direction === "auto" ? "auto" : documentDirection,
        fallback: documentDirection,
        korean: this.korean,
      },
      this.measure,
    );
  }

  lineHeight(size: number): number {
    return size * 1.55;
  }

  /** Writes text at the cursor, wrapping and breaking pages between lines; returns its height. */
  text(text: string, style: TextStyle): number {
    const paragraphs = this.layout(text, style);
    const indent = style.indent ?? 0;
    const width = style.width ?? this.contentWidth - indent;
    const lineHeight = this.lineHeight(style.size);
    const type = style.tag ?? "P";
    const element = this.doc.struct(type);
    this.parent().add(element);
    let height = 0;
    for (const paragraph of paragraphs) {
      for (const line of paragraph.lines) {
        // A page break falls between two marked lines, never inside one.
        this.ensure(lineHeight);
        element.add(this.doc.markStructureContent(type));
        this.drawParagraphs(
          [{ lines: [line], rtl: paragraph.rtl }],
          indent,
          width,
          this.y + style.size * 1.1,
          style,
        );
        this.doc.endMarkedContent();
        this.y += lineHeight;
        height += lineHeight;
      }
    }
    element.end();
    this.y += style.gapAfter ?? 0;
    return height;
  }

  /** Draws laid-out lines whose first baseline is at `baseline`, within [start, start + width]. */
  drawParagraphs(
    paragraphs: Paragraph[],
    start: number,
    width: number,
    baseline: number,
    style: TextStyle,
    alignEnd = false,
  ) {
    let y = baseline;
    for (const paragraph of paragraphs) {
      for (const line of paragraph.lines) {
        const [left, right] = this.span(start, width);
        // A line sits at its own direction's start edge (text-align: start, per paragraph).
        const fromRight = alignEnd ? !this.rtl : paragraph.rtl;
        let x = fromRight ? right - line.width : left;
        for (const run of line.runs) {
          this.useFont(run.font, style.weight ?? "regular", style.size);
          this.doc.fillColor(style.color ?? INK).text(run.text, x, y, {
            lineBreak: false,
            baseline: "alphabetic",
            // An Arabic run is shaped whole, so that fontkit puts its words in visual order.
            ...(run.whole ? { features: [] } : {}),
          });
          x += run.width;
        }
        y += this.lineHeight(style.size);
      }
    }
  }

  /** The page x-range [left, right] of `width` points starting `start` from the start edge. */
  span(start: number, width: number): [number, number] {
    return this.rtl
      ? [PAGE.width - MARGIN - start - width, PAGE.width - MARGIN - start]
      : [MARGIN + start, MARGIN + start + width];
  }

  stroke(start: number, end: number, y1: number, y2: number, color = LINE, lineWidth = 0.75) {
    const [a] = this.span(start, 0);
    const [b] = this.span(end, 0);
    this.artifact(() =>
      this.doc.save().lineWidth(lineWidth).strokeColor(color).moveTo(a, y1).lineTo(b, y2).stroke().restore(),
    );
  }

  rect(start: number, y: number, width: number, height: number, fill?: string) {
    const [left] = this.span(start, width);
    this.artifact(() => {
      this.doc.save().lineWidth(0.75).strokeColor(LINE).rect(left, y, width, height);
      if (fill) this.doc.fillAndStroke(fill, LINE);
      else this.doc.stroke();
      this.doc.restore();
    });
  }

  circle(start: number, centreY: number, radius: number, filled: boolean) {
    const [left] = this.span(start, 2 * radius);
    this.artifact(() => {
      this.doc
        .save()
        .lineWidth(0.75)
        .strokeColor(LINE)
        .circle(left + radius, centreY, radius);
      if (filled) this.doc.fillAndStroke(INK, INK);
      else this.doc.stroke();
      this.doc.restore();
    });
  }

  /** Lets the reader take what is written when more than 1 MB waits (back-pressure). */
  async breathe() {
    const doc = this.doc;
    if (doc.readableLength > HIGH_WATER && !doc.destroyed) {
      await Promise.race([once(doc, "data"), once(doc, "close")]);
    } else {
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  end() {
    while (this.parents.length > 1) this.close();
    this.parents[0]?.end();
    reverseArabicLigatures(this.doc);
    this.doc.end();
  }
}

type EmbeddedFontInternals = { unicode?: number[][] };
const ARABIC_LETTER = /\p{Script=Arabic}/u;

/**
 * PDF readers (pdf.js, Acrobat) put a right-to-left line back into logical order, but keep a
 * ligature's characters as its ToUnicode entry lists them: "لا" (lam + alef, logical) read back
 * as "ال". So an Arabic ligature's entry is stored reversed, and copied text reads right.
 * PDFKit 0.20.2's EmbeddedFont keeps the entries in `unicode`, written when the document ends.
 */
function reverseArabicLigatures(doc: PDFKit.PDFDocument) {
  const families = (doc as unknown as { _fontFamilies?: Record<string, EmbeddedFontInternals> })
    ._fontFamilies;
  // A font is listed under its registered name and its PostScript name: once each.
  for (const font of new Set(Object.values(families ?? {}))) {
    const entries = font.unicode;
    if (!entries) continue;
    for (let i = 0; i < entries.length; i++) {
      const codePoints = entries[i];
      if (
        codePoints &&
        codePoints.length > 1 &&
        codePoints.every((c) => ARABIC_LETTER.test(String.fromCodePoint(c)))
      )
        entries[i] = [...codePoints].reverse();
    }
  }
}
