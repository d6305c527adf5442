import { execFileSync } from 'node:child_process';

/**
 * The page count and text of a PDF, read with unpdf (pdf.js). unpdf loads pdf.js by a dynamic
 * import, which Jest's VM refuses, so it runs in a child Node process that reads the PDF on stdin.
 */
export function readPdf(pdf: Buffer): { pages: number; text: string } {
  const script = `
    import { extractText, getDocumentProxy } from 'unpdf';
    const chunks = [];
    for await (const c of process.stdin) chunks.push(c);
    const doc = await getDocumentProxy(new Uint8Array(Buffer.concat(chunks)));
    const { text } = await extractText(doc, { mergePages: true });
    process.stdout.write(JSON.stringify({ pages: doc.numPages, text }));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { input: pdf, cwd: __dirname, maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(out.toString()) as { pages: number; text: string };
}
