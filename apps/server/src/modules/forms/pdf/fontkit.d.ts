/** fontkit 2 ships no types: what the PDF's font choice uses (PDFKit embeds through it too). */
declare module "fontkit" {
  export type Font = {
    postscriptName: string;
    unitsPerEm: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
  };
  export function create(buffer: Buffer, postscriptName?: string): Font | { fonts: Font[] };
}
