// The real type of a file comes from its bytes, and each material type takes only its own formats.
import { isAllowed, isPlainText, sniffType } from '../src/files/file-types.js';
import { samples } from './files-support.js';

describe('sniffing a file by its first bytes', () => {
  it.each([
    ['pdf', 'pdf', 'application/pdf', 'pdf'],
    ['doc', 'cfb', 'application/msword', 'doc'],
    ['docx', 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
    ['txt', 'txt', 'text/plain; charset=utf-8', 'txt'],
    ['mp4', 'mp4', 'video/mp4', 'mp4'],
    ['mov', 'mov', 'video/quicktime', 'mov'],
    ['avi', 'avi', 'video/x-msvideo', 'avi'],
    ['wmv', 'asf', 'video/x-ms-wmv', 'wmv'],
    ['wav', 'wav', 'audio/wav', 'wav'],
    ['mp3', 'mp3', 'audio/mpeg', 'mp3'],
    ['wma', 'wma', 'audio/x-ms-wma', 'wma'],
    ['png', 'png', 'image/png', 'png'],
  ] as const)('a %s file is %s (%s), stored as .%s', async (sample, kind, mimeType, extension) => {
    expect(await sniffType(samples[sample](), true)).toEqual({ kind, mimeType, extension });
  });

  it('when the bytes are neither a known format nor text, then the kind is unknown', async () => {
    expect(await sniffType(Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe]), true)).toEqual({ mimeType: 'application/octet-stream', extension: 'bin' });
  });

  it('text is UTF-8 without NUL; a character cut at the end of a chunk is still text', () => {
    const armenian = Buffer.from('Բարև');
    expect(isPlainText(armenian.subarray(0, 3), false)).toBe(true);
    expect(isPlainText(armenian.subarray(0, 3), true)).toBe(false);
    expect(isPlainText(Buffer.from('a\0b'), true)).toBe(false);
    expect(isPlainText(Buffer.from([0xc3, 0x28]), true)).toBe(false);
  });
});

describe('which formats each material type takes (spec: Material files)', () => {
  const accepted: Record<string, (keyof typeof samples)[]> = {
    pdf: ['pdf', 'doc', 'docx', 'txt'],
    video: ['mp4', 'mov', 'avi', 'wmv'],
    audio: ['mp3', 'wav'],
    interactive: Object.keys(samples) as (keyof typeof samples)[],
  };
  it.each(Object.keys(accepted))('%s takes exactly its formats', async (materialType) => {
    for (const sample of Object.keys(samples) as (keyof typeof samples)[]) {
      const sniffed = await sniffType(samples[sample](), true);
      expect([sample, isAllowed(materialType, sniffed)]).toEqual([sample, accepted[materialType]!.includes(sample)]);
    }
  });

  it('link materials and unknown types take no file', async () => {
    const pdf = await sniffType(samples.pdf(), true);
    expect(isAllowed('link', pdf)).toBe(false);
    expect(isAllowed('spreadsheet', pdf)).toBe(false);
  });
});
