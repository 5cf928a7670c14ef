import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const jar = require('vnu-jar') as string;

export type VnuMessage = { type: string; subType?: string; message: string; extract?: string; lastLine?: number };

/** The Nu HTML Checker (vnu.jar, Java) over many documents at once: its messages for each. */
export async function checkHtml(documents: { label: string; html: string }[]): Promise<Map<string, VnuMessage[]>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'vnu-'));
  try {
    const files = documents.map((doc, i) => {
      const file = path.join(dir, `${String(i).padStart(4, '0')}.html`);
      writeFileSync(file, doc.html);
      return file;
    });
    const output = await new Promise<string>((resolve, reject) => {
      execFile('java', ['-Xss1024k', '-jar', jar, '--format', 'json', '--stdout', '--exit-zero-always', ...files], { maxBuffer: 256 * 1024 ** 2 }, (error, stdout) =>
        error ? reject(error) : resolve(stdout),
      );
    });
    const byFile = new Map<string, VnuMessage[]>(documents.map((doc) => [doc.label, []]));
    for (const message of (JSON.parse(output) as { messages: (VnuMessage & { url: string })[] }).messages) {
      const index = Number(/(\d{4})\.html$/.exec(message.url)?.[1]);
      byFile.get(documents[index]!.label)!.push(message);
    }
    return byFile;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const vnuVersion = (require('vnu-jar/package.json') as { version: string }).version;
