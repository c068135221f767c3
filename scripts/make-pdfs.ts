// Writes the static PDFs the portal links to (terms and conditions, health-check template) from plain text.
import { writeFileSync } from 'node:fs';

function pdf(title: string, lines: string[]): Buffer {
  const escape = (s: string) => s.replace(/[\\()]/g, (ch) => `\\${ch}`);
  const text = [
    'BT /F1 18 Tf 56 780 Td',
    `(${escape(title)}) Tj`,
    '/F1 11 Tf 0 -30 Td 15 TL',
    ...lines.map((line) => `(${escape(line)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

writeFileSync(
  'public/docs/terms-and-conditions.pdf',
  pdf('Vet Portal - Terms and Conditions', [
    '1. You confirm that you are a veterinarian registered with the South African',
    '   Veterinary Council (SAVC) and that the documents you upload are genuine.',
    '2. Inspection reports you file are your professional opinion of the livestock',
    '   you inspected in person, on the date of the appointment.',
    '3. Inspection fees are held in escrow and credited to your wallet when your',
    '   report is received. Withdrawals are paid within 24 - 48 business hours.',
    '4. Your personal information is processed in line with POPIA and used only to',
    '   operate the marketplace.',
  ]),
);
writeFileSync(
  'public/docs/health-check-template.pdf',
  pdf('Livestock Health Check Template', [
    'Order number: ____________    Date: ____________    Vet: ____________',
    '',
    'Animal type: ____________  Breed: ____________  Age: ______  Gender: ______',
    'Height: ______  Weight: ______  Brand mark: ____________',
    '',
    'Health status (circle one):  Excellent   Good   Average   Poor',
    'Medical conditions observed: ________________________________________',
    'Registered disease history: _________________________________________',
    'Health certificate authentic:  Yes  /  No',
    '',
    'Comments: ___________________________________________________________',
    '',
    'Signature of veterinarian: ____________________   SAVC no.: __________',
  ]),
);
