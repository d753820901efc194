import PDFDocument from 'pdfkit';
import type { PayslipType } from './payslip-schemas';
import {
  formatCode,
  formatDateTime,
  formatDay,
  formatKsh,
  formatLitres,
  formatRate,
  periodText,
  shownStatus,
} from './payslip-text';

type Doc = PDFKit.PDFDocument;
type Align = 'left' | 'right';
interface Column {
  title: string;
  width: number;
  align?: Align;
}

// A4 in points, with 36 pt (half an inch) margins: a month of daily lines at 10 pt a row
// leaves room for the header, adjustments, deductions, totals and payouts on one page.
const MARGIN = 36;
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const WIDTH = PAGE_WIDTH - 2 * MARGIN;
const BOTTOM = PAGE_HEIGHT - MARGIN;
const ROW = 10;
const SMALL = 7.5;
const BODY = 8.5;

const RATE_SOURCE: Record<string, string> = {
  farmer_special: 'Special',
  farmer: 'Farmer',
  route: 'Route',
  organisation: 'Standard',
};

// The built-in PDF fonts draw WinAnsi only: Latin-1 and these. Anything else (a Kikuyu name's
// ũ or ĩ) is drawn as its letter without the accent, never as a wrong glyph.
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** The text as the built-in fonts can draw it: "Wanjikũ" -> "Wanjiku". */
export function drawable(text: string): string {
  return [...text]
    .map((char) => {
      if (char.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRAS.has(char)) return char;
      const base = char.normalize('NFD').replace(/\p{M}/gu, '');
      return base && [...base].every((c) => c.charCodeAt(0) <= 0xff) ? base : '?';
    })
    .join('');
}

/** Draws top to bottom, keeping the position; a new page only when something would not fit. */
class Writer {
  y = MARGIN;
  constructor(readonly doc: Doc) {}

  room(height: number): void {
    if (this.y + height <= BOTTOM) return;
    this.doc.addPage();
    this.y = MARGIN;
  }

  /** The text cut to `width` with an ellipsis: one line per cell keeps rows 10 pt high. */
  fit(original: string, width: number): string {
    const text = drawable(original);
    if (this.doc.widthOfString(text) <= width) return text;
    let cut = text;
    while (cut.length > 1 && this.doc.widthOfString(`${cut}...`) > width) cut = cut.slice(0, -1);
    return `${cut}...`;
  }

  cell(text: string, x: number, width: number, align: Align = 'left'): void {
    this.doc.text(this.fit(text, width - 4), x + 2, this.y, { width: width - 4, align, lineBreak: false });
  }

  heading(text: string): void {
    this.room(16 + 2 * ROW);
    this.y += 6;
    this.doc
      .font('Helvetica-Bold')
      .fontSize(BODY + 1)
      .fillColor('#000')
      .text(text, MARGIN, this.y, { lineBreak: false });
    this.y += 13;
  }

  table(columns: Column[], rows: string[][], options: { boldLast?: boolean } = {}): void {
    const widths = scale(columns);
    const row = (cells: string[], bold: boolean) => {
      this.room(ROW);
      this.doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(SMALL);
      let x = MARGIN;
      cells.forEach((text, i) => {
        this.cell(text, x, widths[i], columns[i].align);
        x += widths[i];
      });
      this.y += ROW;
    };
    this.room(2 * ROW);
    this.doc
      .rect(MARGIN, this.y - 2, WIDTH, ROW)
      .fill('#eeeeee')
      .fillColor('#000');
    row(
      columns.map((column) => column.title),
      true,
    );
    rows.forEach((cells, i) => row(cells, options.boldLast === true && i === rows.length - 1));
  }

  /** Label and value pairs in two columns of the page. */
  pairs(left: [string, string][], right: [string, string][]): void {
    const half = WIDTH / 2;
    const lines = Math.max(left.length, right.length);
    this.room(lines * 11);
    for (let i = 0; i < lines; i++) {
      [left[i], right[i]].forEach((pair, side) => {
        if (!pair) return;
        const x = MARGIN + side * half;
        this.doc.font('Helvetica-Bold').fontSize(BODY).text(pair[0], x, this.y, { width: 90, lineBreak: false });
        this.doc
          .font('Helvetica')
          .text(this.fit(pair[1], half - 100), x + 92, this.y, { width: half - 96, lineBreak: false });
      });
      this.y += 11;
    }
  }

  note(text: string): void {
    this.room(ROW);
    this.doc.font('Helvetica').fontSize(SMALL).text(this.fit(text, WIDTH), MARGIN, this.y, { lineBreak: false });
    this.y += ROW;
  }
}

/** Column widths as given, stretched to the page's width. */
function scale(columns: Column[]): number[] {
  const total = columns.reduce((sum, column) => sum + column.width, 0);
  return columns.map((column) => (column.width / total) * WIDTH);
}

function header(w: Writer, slip: PayslipType, today: string, timeZone?: string): void {
  const { doc } = w;
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(w.fit(slip.organization.name, WIDTH - 120), MARGIN, w.y, { lineBreak: false });
  doc.text('Payslip', MARGIN, w.y, { width: WIDTH, align: 'right', lineBreak: false });
  w.y += 22;
  const run = slip.pay_run;
  w.pairs(
    [
      ['Farmer', slip.farmer.name || 'N/A'],
      ['Member Number', slip.farmer.member_number ?? 'N/A'],
      ['Phone', slip.farmer.phone ?? 'N/A'],
      ['Pay Run', run ? formatCode(run.status) : 'None (made before pay runs)'],
      [
        'Approved By',
        run?.approved_at ? `${run.approved_by_name ?? 'N/A'}, ${formatDateTime(run.approved_at, timeZone)}` : 'N/A',
      ],
    ],
    [
      ['Period', periodText(slip.period_start, slip.period_end)],
      ['Status', slip.reversal ? 'Reversed' : shownStatus(slip, today)],
      ['Payment Method', formatCode(slip.payment_method)],
      ['Due Date', formatDay(slip.due_date)],
      ['Reference', slip.references.join(', ') || slip.transaction_reference || 'N/A'],
    ],
  );
}

function lines(w: Writer, slip: PayslipType): void {
  w.heading('Milk');
  if (slip.milk_lines.length === 0) w.note('No daily lines: this payment was made before pay runs kept them.');
  else {
    w.table(
      [
        { title: 'Date', width: 70 },
        { title: 'Morning L', width: 60, align: 'right' },
        { title: 'Evening L', width: 60, align: 'right' },
        { title: 'Litres', width: 60, align: 'right' },
        { title: 'Rate', width: 50, align: 'right' },
        { title: 'Rate From', width: 60 },
        { title: 'Amount', width: 80, align: 'right' },
      ],
      slip.milk_lines.map((line) => [
        formatDay(line.day),
        formatLitres(line.morning_litres),
        formatLitres(line.evening_litres),
        formatLitres(line.litres),
        formatRate(line.rate),
        RATE_SOURCE[line.rate_source] ?? line.rate_source,
        formatKsh(line.amount),
      ]),
    );
  }
  if (slip.adjustment_lines.length > 0) {
    w.heading('Quality Adjustments');
    w.table(
      [
        { title: 'Adjustment', width: 240 },
        { title: 'Litres', width: 70, align: 'right' },
        { title: 'Ksh/L', width: 60, align: 'right' },
        { title: 'Amount', width: 80, align: 'right' },
      ],
      slip.adjustment_lines.map((line) => [
        line.description,
        formatLitres(line.litres),
        formatRate(line.amount_per_litre),
        formatKsh(line.amount),
      ]),
    );
  }
  if (slip.deduction_lines.length > 0) {
    w.heading('Deductions');
    w.table(
      [
        { title: 'Deduction', width: 100 },
        { title: 'For', width: 200 },
        { title: 'Owed Before', width: 60, align: 'right' },
        { title: 'Deducted', width: 60, align: 'right' },
        { title: 'Remaining', width: 60, align: 'right' },
      ],
      slip.deduction_lines.map((line) => [
        line.description,
        debtText(line.settles),
        formatKsh(line.owed_before),
        formatKsh(line.amount_deducted),
        formatKsh(line.remaining),
      ]),
    );
  }
}

/** "Supplied 03/05/2026: Dairy meal 70 kg x 2" or "Advanced 03/10/2026: School fees". */
export function debtText(debt: PayslipType['deduction_lines'][number]['settles']): string {
  if (!debt) return 'N/A';
  if (debt.kind === 'supply')
    return `Supplied ${formatDay(debt.date)}: ${debt.items.join(', ') || 'items not recorded'}`;
  return `Advanced ${formatDay(debt.date)}: ${debt.reason ?? ''}`;
}

function totals(w: Writer, slip: PayslipType): void {
  const t = slip.totals;
  w.heading('Totals');
  w.table(
    [
      { title: 'Litres', width: 60, align: 'right' },
      { title: 'Gross', width: 80, align: 'right' },
      { title: 'Adjustments', width: 80, align: 'right' },
      { title: 'Deductions', width: 80, align: 'right' },
      { title: 'Net Pay', width: 90, align: 'right' },
      { title: 'Paid', width: 80, align: 'right' },
      { title: 'Outstanding', width: 80, align: 'right' },
    ],
    [
      [
        formatLitres(t.litres),
        formatKsh(t.gross_amount),
        formatKsh(t.adjustments),
        formatKsh(-t.deductions),
        formatKsh(t.net_amount),
        formatKsh(t.amount_paid),
        formatKsh(t.outstanding),
      ],
    ],
    { boldLast: true },
  );
  // The figure the farmer looks for first, large.
  w.room(20);
  w.y += 4;
  w.doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(`Net Pay ${formatKsh(t.net_amount)}`, MARGIN, w.y, { width: WIDTH, align: 'right', lineBreak: false });
  w.y += 14;
}

function payouts(w: Writer, slip: PayslipType, timeZone?: string): void {
  if (slip.payouts.length > 0) {
    w.heading('Payouts');
    w.table(
      [
        { title: 'Date', width: 90 },
        { title: 'Kind', width: 60 },
        { title: 'Method', width: 80 },
        { title: 'Reference', width: 150 },
        { title: 'Amount', width: 80, align: 'right' },
      ],
      slip.payouts.map((payout) => [
        formatDateTime(payout.paid_at, timeZone),
        payout.kind === 'reversal' ? 'Reversal' : 'Payout',
        formatCode(payout.payment_method),
        payout.transaction_reference,
        formatKsh(payout.amount),
      ]),
    );
  }
  if (slip.reversal) {
    const replaced = slip.reversal.replaced_by_id ? ` Replaced by payment ${slip.reversal.replaced_by_id}.` : '';
    w.note(
      `Reversed on ${formatDateTime(slip.reversal.paid_at, timeZone)}: ${slip.reversal.reason ?? 'no reason given'}.${replaced}`,
    );
  }
  if (slip.replaces_id) w.note(`Replaces reversed payment ${slip.replaces_id}.`);
}

/**
 * The payslip as a PDF (A4; a month of daily lines fits one page), with the fonts built into
 * PDF readers, so nothing is loaded at run time. `today` (yyyy-MM-dd) tells a delayed payment;
 * times read the clock of `options.timeZone` (the organisation's; default the server's).
 */
export function renderPayslipPdf(
  slip: PayslipType,
  today: string,
  options: { compress?: boolean; timeZone?: string } = {},
): Promise<Buffer> {
  const { timeZone } = options;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: options.compress ?? true,
    info: {
      Title: `Payslip ${slip.farmer.member_number ?? slip.farmer.name} ${periodText(slip.period_start, slip.period_end)}`,
      Author: slip.organization.name,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const w = new Writer(doc);
  header(w, slip, today, timeZone);
  lines(w, slip);
  totals(w, slip);
  payouts(w, slip, timeZone);
  w.y += 8;
  w.note(
    `Net pay = gross + adjustments - deductions. Generated ${formatDateTime(new Date().toISOString(), timeZone)}.`,
  );
  doc.end();
  return done;
}
