// The services' PDF documents (organizational's schedule, grading's board and reports) share one setup: pdfmake with
// DejaVu Sans embedded (subset), one face that covers Armenian, Cyrillic and Latin (headings stand out by size and
// colour: every face a document uses is parsed and subset again for each file), an A4 page with the title, its notes,
// tables with a header row and light lines, and "page n of m" at the foot. Each service writes its own content.
// pdfmake is imported on the first document, not with the kit: it costs a service about 200 ms at startup.
import { createRequire } from 'node:module';
import type { Content, StyleDictionary, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces.js';

export type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces.js';

export type PdfLanguage = 'hy' | 'en' | 'ru';

/** Intl locales: en-GB writes day-month dates like the other two. */
export const PDF_LOCALES: Record<PdfLanguage, string> = { hy: 'hy', en: 'en-GB', ru: 'ru' };

const require = createRequire(import.meta.url);
/** The one face, for a document that measures its own texts (fontkit). */
export const PDF_FONT_FILE = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');

const MUTED = '#555555';

type PdfMake = typeof import('pdfmake');
let pdfMake: Promise<PdfMake> | undefined;

/** pdfmake, set up once: the document may read the font file and nothing else, and fetch no URL. */
function loadPdfMake(): Promise<PdfMake> {
  pdfMake ??= import('pdfmake').then(({ default: made }) => {
    made.setFonts({ DejaVuSans: { normal: PDF_FONT_FILE } });
    made.setUrlAccessPolicy(() => false);
    made.setLocalAccessPolicy((path) => path === PDF_FONT_FILE);
    return made;
  });
  return pdfMake;
}

export interface PdfPage {
  /** The file's title (its properties). */
  title: string;
  language: PdfLanguage;
  orientation?: 'portrait' | 'landscape';
  fontSize: number;
  titleSize: number;
  /** The document's own styles, beside the shared title, note and columnHead. */
  styles?: StyleDictionary;
  content: Content[];
  /** The footer's text, e.g. "Page 2 of 5". */
  page: (page: number, pages: number) => string;
}

/** A document on A4 pages in DejaVu Sans: its title (style 'title'), notes ('note') and tables' heads ('columnHead'). */
export function pdfDocument(page: PdfPage): TDocumentDefinitions {
  return {
    pageSize: 'A4',
    pageOrientation: page.orientation ?? 'portrait',
    pageMargins: [36, 36, 36, 40],
    info: { title: page.title, creator: 'Campus' },
    language: page.language,
    defaultStyle: { font: 'DejaVuSans', fontSize: page.fontSize },
    styles: {
      title: { fontSize: page.titleSize, color: '#1f3a8a' },
      note: { fontSize: 8, color: MUTED, margin: [0, 2, 0, 4] },
      columnHead: { fontSize: 8, color: MUTED },
      ...page.styles,
    },
    content: page.content,
    footer: (current, pages) => ({ text: page.page(current, pages), alignment: 'center', fontSize: 8, color: MUTED, margin: [0, 12, 0, 0] }),
  };
}

export interface PdfTable {
  widths: readonly (number | string)[];
  header: readonly string[];
  rows: TableCell[][];
  margin?: [number, number, number, number];
}

/** A table with its header row repeated on each page, rows kept whole, and light lines between them. */
export function pdfTable({ widths, header, rows, margin }: PdfTable): Content {
  return {
    // pdfmake rewrites the widths it is given: a constant passed on made every later document measure wrong.
    table: { headerRows: 1, dontBreakRows: true, widths: [...widths], body: [header.map((text): TableCell => ({ text, style: 'columnHead' })), ...rows] },
    layout: 'lightHorizontalLines',
    ...(margin ? { margin } : {}),
  };
}

/** When the file was made, in the reader's language and the university's zone. */
export const pdfMadeAt = (language: PdfLanguage, timeZone: string, now = new Date()) =>
  new Intl.DateTimeFormat(PDF_LOCALES[language], { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(now);

export async function renderPdf(document: TDocumentDefinitions): Promise<Buffer> {
  return (await loadPdfMake()).createPdf(document).getBuffer();
}

/** A name's words joined by '-' (letters of any script) for a file's name, e.g. "2026 Autumn" → 2026-Autumn. */
export const fileNameWords = (name: string) => name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');

/** A Content-Disposition for a download: an ASCII fallback and the name itself in UTF-8 (RFC 6266). */
export const attachment = (fileName: string) => `attachment; filename="${fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
