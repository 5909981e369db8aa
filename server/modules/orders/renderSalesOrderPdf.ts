import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
const FONT_DIR = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

export interface SalesOrderParty {
  name: string;
  address: string;
  zip: string;
  city: string;
  country: string;
  customerAccount: string;
}

export interface SalesOrderDocument {
  deliveryOrderNumber: string;
  salesOrder: string;
  clientOrderNumber: string;
  deliveryNoteNumber: string;
  salesRepresentative: string;
  orderDate: Date;
  seller: SalesOrderParty | null;
  buyer: SalesOrderParty;
  modules: ReadonlyArray<{ moduleSerial: string; moduleType: string; meterSerial: string | null }>;
}

const partyLines = (p: SalesOrderParty) =>
  [p.name, p.address, `${p.zip} ${p.city}`.trim(), p.country, `Account ${p.customerAccount}`].filter(Boolean);

/**
 * The sales-order document rendered by this server when no workflow service is configured: both
 * parties, the order's numbers, one line per module type and the modules delivered. DejaVu carries the
 * Greek and Polish letters of company names and addresses.
 */
export async function renderSalesOrderPdf(doc: SalesOrderDocument): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Sales order ${doc.salesOrder}` } });
  pdf.registerFont('body', path.join(FONT_DIR, 'DejaVuSans.ttf'));
  pdf.registerFont('bold', path.join(FONT_DIR, 'DejaVuSans-Bold.ttf'));
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  pdf.font('bold').fontSize(18).text(`Sales order ${doc.salesOrder}`);
  pdf.moveDown(0.5).font('body').fontSize(10);
  pdf.text(`Delivery order: ${doc.deliveryOrderNumber}`);
  pdf.text(`Order date: ${doc.orderDate.toISOString().slice(0, 10)}`);
  pdf.text(`Client order number: ${doc.clientOrderNumber || '—'}`);
  pdf.text(`Delivery note: ${doc.deliveryNoteNumber || '—'}`);
  pdf.text(`Sales representative: ${doc.salesRepresentative || '—'}`);

  const top = pdf.moveDown(1).y;
  if (doc.seller) {
    pdf.font('bold').text('Seller', 50, top).font('body');
    for (const line of partyLines(doc.seller)) pdf.text(line, 50);
  }
  pdf.font('bold').text('Customer', 300, top).font('body');
  for (const line of partyLines(doc.buyer)) pdf.text(line, 300);

  pdf.moveDown(2).x = 50;
  pdf.font('bold').fontSize(12).text('Order lines', 50).fontSize(10).font('body');
  const byType = new Map<string, number>();
  for (const m of doc.modules) byType.set(m.moduleType, (byType.get(m.moduleType) ?? 0) + 1);
  let line = 1;
  for (const [type, quantity] of [...byType].sort()) {
    pdf.text(`${line}. Communication module ${type}: ${quantity} pcs`, 50);
    line += 1;
  }
  if (byType.size === 0) pdf.text('No modules.', 50);

  pdf.moveDown(1).font('bold').fontSize(12).text('Modules delivered', 50).fontSize(9).font('body');
  for (const m of doc.modules) pdf.text(`${m.moduleSerial}   ${m.moduleType}   meter ${m.meterSerial ?? '—'}`, 50);
  pdf.end();
  return done;
}
